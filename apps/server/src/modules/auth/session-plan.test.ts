import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TestApp, buildTestApp } from '../../../test/helper';
import { genericPlanOf } from '../../../test/generic-plan';
import { createStatementRecorder } from '../../../test/statement-recorder';

// Every authenticated request's batch runs one statement for its sessions and users, prepared, so
// its generic plan is what every batch gets. Written as `in (select jsonb_array_elements_text(…))`
// it guessed 100 ids and, with a few thousand sessions, hashed a scan of the whole sessions table.
describe('the sessions-with-users statement, as its generic plan', () => {
  let t: TestApp;
  const recorder = createStatementRecorder();
  beforeAll(async () => {
    t = await buildTestApp({ drawScheduler: false, onQuery: recorder.onQuery });
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds the batch’s sessions by primary key among 3,000, never by scanning them', async () => {
    const player = await t.trial();
    // Ended sessions of the same player: a table the size of a small operator's.
    await t.db.execute(sql`
      insert into sessions (id, user_id, refresh_jti, ended_at, end_reason)
      select 'old-' || g, u.id, 'jti-' || g, now(), 'logout'
        from generate_series(1, 3000) g, (select id from users order by id desc limit 1) u`);
    await t.db.execute(sql`analyze sessions`);
    const { result, statements } = await recorder.during(() =>
      t.post('/user/getUserInfo', {}, { token: player.token }),
    );
    expect(result.body.code, JSON.stringify(result.body)).toBe(0);
    const text = statements.find((s) => s.includes('from "sessions"'));
    if (!text) throw new Error('no sessions statement was sent');
    const plan = await genericPlanOf(t.db, text);
    expect(plan, plan).not.toMatch(/Seq Scan on sessions/);
    expect(plan, plan).toMatch(/Index Scan on sessions_pkey|Index Scan using sessions_pkey on sessions/);
  });

  it('reads only what the check needs: never the refresh token id, the addresses or the reality-check times', async () => {
    const player = await t.trial();
    const { result, statements } = await recorder.during(() =>
      t.post('/user/getUserInfo', {}, { token: player.token }),
    );
    expect(result.body.code, JSON.stringify(result.body)).toBe(0);
    const text = statements.find((s) => s.includes('from "sessions"'));
    if (!text) throw new Error('no sessions statement was sent');
    for (const column of ['refresh_jti', 'user_agent', 'ip', 'reality_ack_at', 'bets_from'])
      expect(text).not.toContain(`"sessions"."${column}"`);
    expect(text).toContain('"sessions"."ended_at"');
  });

  it('brings the user without either password hash: only whether a fund password is set (ADR 149)', async () => {
    const player = await t.register();
    const hasFundPassword = async () => {
      const { result, statements } = await recorder.during(() =>
        t.post('/user/getUserInfo', {}, { token: player.token }),
      );
      expect(result.body.code, JSON.stringify(result.body)).toBe(0);
      const text = statements.find((s) => s.includes('from "sessions"'));
      if (!text) throw new Error('no sessions statement was sent');
      expect(text).not.toContain('"users"."password_hash"');
      // The fund password's hash is named once, and only to say whether there is one.
      expect(text.split('"users"."fund_password_hash"')).toHaveLength(2);
      expect(text).toContain('"users"."fund_password_hash" is not null');
      return (result.body.data as { hasFundPassword: boolean }).hasFundPassword;
    };
    expect(await hasFundPassword()).toBe(false);
    const set = await t.post(
      '/user/updateTransPwd',
      { loginPassword: player.password, newPassword: '135790', confirmPassword: '135790' },
      { token: player.token },
    );
    expect(set.body.code, JSON.stringify(set.body)).toBe(0);
    expect(await hasFundPassword()).toBe(true);
  });
});
