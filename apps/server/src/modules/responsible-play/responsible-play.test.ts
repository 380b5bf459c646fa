import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { currentTermsVersion, serverMessages } from '@fairdraw/contract';

import { rowsOf } from '../../lib/rows';
import { bindContact } from '../../../test/bind-contact';
import { fundedPlayer, openIssue, requestId } from '../../../test/betting-fixtures';
import { type TestApp, buildTestApp, uniqueAccount } from '../../../test/helper';
import { moneyKit } from '../../../test/money-kit';
import { newId } from '../../lib/ids';

const hour = 60 * 60 * 1000;
const day = 24 * hour;

describe('responsible play (issue 26, ADR 120/121)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 300_000); // building and migrating the app is slow on a loaded machine
  afterAll(async () => {
    await t.assertLedgerInvariant();
    await t.close();
  });

  const limits = (token: string, body: Record<string, unknown>, lang = 'en') =>
    t.post('/user/limits', body, { token, lang });
  const order = (token: string, issue: string, unitPrice: number, lang = 'en', extra: object = {}) =>
    t.post(
      '/user/makeOrder',
      {
        game: 'k3',
        issue,
        requestId: requestId(),
        bets: [{ play: 'HZ', selection: [['10']], unitPrice, multiple: 1 }],
        ...extra,
      },
      { token, lang },
    );
  const renew = async (session: { token: string; jwt: string }) => {
    const res = await t.post('/user/refreshToken', { token_jwt: session.jwt });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    session.token = String(res.body.data.token);
    session.jwt = String(res.body.data.jwt);
    return session.token;
  };

  it('limits per day, week and month: each refuses in the player’s language (Malay in Latin script)', async () => {
    const p = await fundedPlayer(t, 100_000);
    const set = await limits(p.token, { weeklyLoss: 1_000, monthlyStake: 3_000, realityCheckMinutes: 15 });
    expect(set.body.data).toMatchObject({ weeklyLoss: 1_000, monthlyStake: 3_000, realityCheckMinutes: 15 });
    const issue = await openIssue(t, 'k3', 5_000);
    expect((await order(p.token, issue, 800)).body.code).toBe(0);
    const weekly = await order(p.token, issue, 300, 'my');
    expect(weekly.body).toMatchObject({ code: 1007, data: { limit: 'weeklyLoss' } });
    expect(weekly.body.msg).toBe('Pesanan ini akan melebihi had kerugian mingguan anda');
    expect(weekly.body.msg).toMatch(/^[\x20-\x7E]+$/); // Latin script
    expect((await order(p.token, issue, 300, 'zh')).body.msg).toContain('每周亏损');
    expect((await order(p.token, issue, 200)).body.code).toBe(0); // exactly up to the limit

    const q = await fundedPlayer(t, 100_000);
    await limits(q.token, { monthlyStake: 1_000 });
    expect((await order(q.token, issue, 1_000)).body.code).toBe(0);
    const monthly = await order(q.token, issue, 100, 'vi');
    expect(monthly.body).toMatchObject({ code: 1007, data: { limit: 'monthlyStake' } });
    expect(monthly.body.msg).toContain('tháng');

    const kit = moneyKit(t);
    const r = await fundedPlayer(t, 0);
    await limits(r.token, { weeklyDeposit: 5_000, monthlyDeposit: 2_000 });
    const dep = await t.post(
      '/recharge/create',
      { channel: 'sandbox', amount: 3_000, requestId: newId() },
      { token: r.token, lang: 'en' },
    );
    expect(dep.body).toMatchObject({ code: 1007, data: { limit: 'monthlyDeposit' } });
    expect(dep.body.msg).toMatch(/monthly deposit/);
    expect((await kit.createRecharge(r, 2_000)).body.code).toBe(0);
  });

  it('a stricter limit applies at once, a looser one (and a longer reality check) after 24 h', async () => {
    const p = await fundedPlayer(t, 0);
    await limits(p.token, { dailyStake: 5_000, realityCheckMinutes: 15 });
    const raised = await limits(p.token, { dailyStake: 9_000, realityCheckMinutes: 60, monthlyLoss: 100 });
    expect(raised.body.data).toMatchObject({ dailyStake: 5_000, realityCheckMinutes: 15, monthlyLoss: 100 });
    expect(raised.body.data.pending).toMatchObject({ dailyStake: 9_000, realityCheckMinutes: 60 });
    t.clock.advance(day - 60_000);
    expect((await limits(await renew(p), {})).body.data.dailyStake).toBe(5_000);
    t.clock.advance(60_000);
    expect((await limits(await renew(p), {})).body.data).toMatchObject({
      dailyStake: 9_000,
      realityCheckMinutes: 60,
      pending: null,
    });
    const bad = await limits(p.token, { realityCheckMinutes: 20, takeBreak: '2d', selfExclude: '2y' }, 'my');
    expect(bad.body.code).toBe(1000);
    expect(Object.keys(bad.body.data.fields).sort()).toEqual([
      'realityCheckMinutes',
      'selfExclude',
      'takeBreak',
    ]);
  });

  it('a break: sessions end, chases stop and refund, bets and recharges refused, withdrawal allowed, no shortening', async () => {
    const kit = moneyKit(t);
    const p = await kit.player();
    await kit.recharge(p, 50_000);
    await kit.stake(p.userId, 50_000); // the turnover a withdrawal needs
    await kit.wallet.transfer({
      from: { system: 'house' },
      to: { userId: p.userId },
      amountFen: 60_000,
      type: 'payout',
      idempotencyKey: `test-win:${newId()}`,
    });
    const cardId = await kit.bindCard(p);
    const issue = await openIssue(t, 'k3', 5_000);
    const chase = await order(p.token, issue, 100, 'en', { chase: { issues: 5, stopOnWin: false } });
    expect(chase.body.code, JSON.stringify(chase.body)).toBe(0);
    expect(await kit.balance(p)).toBe(60_000 - 500);

    const second = await t.login(p.account, p.password); // the same player on another device
    expect(second.body.code).toBe(0);
    const token = String(second.body.data.token);
    const onBreak = await limits(token, { takeBreak: '7d' });
    expect(onBreak.body.data.breakUntil).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Every session ended at once, this one too: the player logs in again to withdraw.
    expect((await t.post('/user/getUserInfo', {}, { token })).body.code).toBe(402);
    const again = await t.login(p.account, p.password);
    const s = { ...p, token: String(again.body.data.token), jwt: String(again.body.data.jwt) };
    // The chase's issues not yet closed came back, keyed per bet (only issues already closed remain played).
    const chases = rowsOf<{ status: string }>(
      await t.db.execute(sql`select status from chases where user_id = ${p.userId}`),
    );
    expect(chases.map((c) => c.status)).toEqual(['cancelled']);
    const refunds = rowsOf<{ n: number }>(
      await t.db
        .execute(sql`select count(*)::int as n from ledger_transfers where idempotency_key like 'cancel:%'
                              and id in (select transfer_id from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.user_id = ${p.userId})`),
    );
    expect(Number(refunds[0]?.n)).toBe(5);
    expect(await kit.balance(s)).toBe(60_000);

    const bet = await order(s.token, issue, 100, 'en');
    expect(bet.body).toMatchObject({ code: 1007, data: { until: onBreak.body.data.breakUntil } });
    expect(bet.body.msg).toMatch(/break/);
    expect((await kit.createRecharge(s, 5_000)).body.code).toBe(1007);
    // Shorter asks change nothing: the break only lengthens.
    const shorter = await limits(s.token, { takeBreak: '24h' });
    expect(shorter.body.data.breakUntil).toBe(onBreak.body.data.breakUntil);
    // Money can still leave.
    const out = await kit.withdraw(s, 20_000, cardId);
    expect(out.body.code, JSON.stringify(out.body)).toBe(0);
    // Promotions to everyone are not shown meanwhile.
    const unread = await t.post('/user/unReadCount', {}, { token: s.token });
    expect(unread.body.data.notice).toBe(0);

    t.clock.advance(7 * day + 60_000);
    expect((await limits(await renew(s), {})).body.data.breakUntil).toBeNull();
  });

  it('a refusal names the end of a break or exclusion as a date and time in the player’s language; data.until stays ISO', async () => {
    const p = await fundedPlayer(t, 10_000);
    const issue = await openIssue(t, 'k3', 5_000);
    const until = String((await limits(p.token, { takeBreak: '24h' })).body.data.breakUntil);
    // The test app runs in Asia/Ho_Chi_Minh and answers instants in it: its digits are the wall clock.
    const [, y, mo, d, h, mi] = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)/.exec(until) ?? [];
    const enMonth = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const myMonth = ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ogo', 'Sep', 'Okt', 'Nov', 'Dis'];
    const day = String(Number(d));
    const expected = {
      en: `You are taking a break until ${day} ${enMonth[Number(mo) - 1]} ${y}, ${h}:${mi}`,
      vi: `Bạn đang tạm nghỉ đến ${h}:${mi} ${d}/${mo}/${y}`,
      zh: `您正在暂停游戏至 ${y}-${mo}-${d} ${h}:${mi}`,
      tw: `您正在暫停遊戲至 ${y}-${mo}-${d} ${h}:${mi}`,
      my: `Anda sedang berehat sehingga ${day} ${myMonth[Number(mo) - 1]} ${y}, ${h}:${mi}`,
    };
    const s = await t.login(p.account, p.password); // the break ended every session
    const token = String(s.body.data.token);
    for (const [lang, msg] of Object.entries(expected)) {
      const bet = await order(token, issue, 100, lang);
      expect(bet.body).toEqual({ code: 1007, msg, data: { until } });
      const recharge = await t.post(
        '/recharge/create',
        { channel: 'sandbox', amount: 5_000, requestId: newId() },
        { token, lang },
      );
      expect(recharge.body).toEqual({ code: 1007, msg, data: { until } });
    }

    const excludedUntil = String((await limits(token, { selfExclude: '1y' })).body.data.selfExcludedUntil);
    const again = String((await t.login(p.account, p.password)).body.data.token);
    const refused = await order(again, issue, 100, 'vi');
    const [, ey, emo, ed, eh, emi] = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)/.exec(excludedUntil) ?? [];
    expect(refused.body).toEqual({
      code: 1007,
      msg: `Bạn đã tự loại trừ mình đến ${eh}:${emi} ${ed}/${emo}/${ey}`,
      data: { until: excludedUntil },
    });
  });

  it('self-exclusion: no operator route lifts it, the player cannot shorten it; its contacts stay off other accounts', async () => {
    const kit = moneyKit(t);
    const p = await kit.player();
    const phone = `+84${String(Date.now()).slice(-9)}`;
    expect((await bindContact(t, p.token, 'phone', phone)).body.code).toBe(0);
    const excluded = await limits(p.token, { selfExclude: '6m' });
    const until = excluded.body.data.selfExcludedUntil as string;
    expect(Date.parse(until) - t.clock.now().getTime()).toBeGreaterThan(180 * day);
    const s = await t.login(p.account, p.password);
    const token = String(s.body.data.token);
    expect((await limits(token, { selfExcludeDays: 1, takeBreak: '24h' })).body.data.selfExcludedUntil).toBe(
      until,
    );

    // Every operator action on the user leaves it as it is; no route takes a limit.
    for (const [path, body] of [
      ['/admin/users/freeze', { userId: p.userId, frozen: true }],
      ['/admin/users/freeze', { userId: p.userId, frozen: false }],
      ['/admin/users/responsiblePlay', { userId: p.userId, selfExcludedUntil: null, breakUntil: null }],
    ] as const) {
      expect((await kit.admin(path, body)).body.code, path).toBe(0);
    }
    expect(
      (await t.post('/user/limits', { selfExcludeDays: 1 }, { token: await kit.adminToken() })).body.code,
    ).toBe(401);
    const after = rowsOf<{ until: string }>(
      await t.db.execute(
        sql`select gaming_limits->>'selfExcludedUntil' as until from users where id = ${p.userId}`,
      ),
    );
    expect(Date.parse(after[0]?.until ?? '')).toBe(Date.parse(until));
    const panel = await kit.admin('/admin/users/responsiblePlay', { userId: p.userId });
    expect(panel.body.data.limits.selfExcludedUntil).toBe(until);
    expect(panel.body.data.history[0].change).toMatchObject({ selfExcludeDays: 1 });

    // The excluded player moves to another phone: the old one stays off every other account.
    const s2 = await t.login(p.account, p.password);
    const token2 = String(s2.body.data.token);
    const newPhone = `+84${String(Date.now() + 7).slice(-9)}`;
    expect((await bindContact(t, token2, 'phone', newPhone)).body.code).toBe(0);
    const other = await t.register(uniqueAccount('agentsub'));
    const refused = await bindContact(t, other.token, 'phone', phone);
    expect(refused.body).toMatchObject({ code: 1001 });
    expect(refused.body.msg).toBe(serverMessages.vi['account.contactExcluded']); // no LANGUAGE: Vietnamese
  });

  it('terms: stored at registration; none on record is asked, not refused; a new version refuses bets and recharges with 1001 until accepted', async () => {
    const p = await fundedPlayer(t, 10_000);
    const info = await t.post('/user/getUserInfo', {}, { token: p.token });
    // The release's one version (the web shows and sends the same constant): accepted at registration.
    expect(info.body.data.terms).toMatchObject({
      version: currentTermsVersion,
      current: currentTermsVersion,
      mustAccept: false,
    });
    expect(info.body.data.terms.acceptedAt).toMatch(/^\d{4}-/);
    const issue = await openIssue(t, 'k3', 5_000);
    // No acceptance on record (an agent-opened or older account): the app asks, the server still serves.
    await t.db.execute(
      sql`update users set terms_version = null, terms_accepted_at = null where id = ${p.userId}`,
    );
    const unrecorded = await t.post('/user/getUserInfo', {}, { token: p.token });
    expect(unrecorded.body.data.terms.mustAccept).toBe(true);
    expect((await order(p.token, issue, 100)).body.code).toBe(0);
    await t.db.execute(sql`update users set terms_version = '2025-01-01' where id = ${p.userId}`);
    const must = await t.post('/user/getUserInfo', {}, { token: p.token });
    expect(must.body.data.terms.mustAccept).toBe(true);
    const bet = await order(p.token, issue, 100, 'tw');
    expect(bet.body.code).toBe(1001);
    expect(bet.body.msg).toBe('請先接受最新的條款');
    expect((await moneyKit(t).createRecharge(p, 1_000)).body.code).toBe(1001);
    expect((await t.post('/user/acceptTerms', { version: '2025-01-01' }, { token: p.token })).body.code).toBe(
      1000,
    );
    const accepted = await t.post('/user/acceptTerms', { version: currentTermsVersion }, { token: p.token });
    expect(accepted.body.data).toMatchObject({ version: currentTermsVersion, mustAccept: false });
    expect((await order(p.token, issue, 100)).body.code).toBe(0);
  });

  it('reality check: due after the interval; "continue" is stored on the session, so every tab agrees', async () => {
    const p = await fundedPlayer(t, 10_000);
    await limits(p.token, { realityCheckMinutes: 15 });
    const issue = await openIssue(t, 'k3', 5_000);
    expect((await order(p.token, issue, 300)).body.code).toBe(0);
    const first = await t.post('/user/realityCheck', {}, { token: p.token });
    expect(first.body.data).toMatchObject({
      stakes: 300,
      payouts: 0,
      net: -300,
      intervalMinutes: 15,
      due: false,
    });
    t.clock.advance(16 * 60_000);
    const token = await renew(p); // a reload: a new access token, the same session
    const due = await t.post('/user/realityCheck', {}, { token });
    expect(due.body.data.due).toBe(true);
    expect(due.body.data.minutesPlayed).toBeGreaterThanOrEqual(15);
    const ack = await t.post('/user/realityCheckAck', {}, { token });
    expect(ack.body.data.due).toBe(false);
    expect(Date.parse(ack.body.data.dueAt) - t.clock.now().getTime()).toBe(15 * 60_000);
    // Another tab asks: not due again until the next interval.
    expect((await t.post('/user/realityCheck', {}, { token })).body.data.due).toBe(false);
    const stored = rowsOf<{ at: unknown }>(
      await t.db.execute(
        sql`select reality_ack_at as at from sessions where user_id = ${p.userId} and ended_at is null`,
      ),
    );
    expect(stored[0]?.at).not.toBeNull();
    t.clock.advance(15 * 60_000);
    expect((await t.post('/user/realityCheck', {}, { token: await renew(p) })).body.data.due).toBe(true);
  });

  it('closure: refused while money remains or with a wrong password; then login answers 402 "closed"', async () => {
    const p = await fundedPlayer(t, 500);
    const money = await t.post(
      '/user/closeAccount',
      { password: p.password },
      { token: p.token, lang: 'my' },
    );
    expect(money.body.code).toBe(1001);
    expect(money.body.msg).toMatch(/^Keluarkan baki anda dahulu/);
    const wrong = await t.post('/user/closeAccount', { password: 'not-it-1' }, { token: p.token });
    expect(wrong.body.code).toBe(1000);
    const q = await fundedPlayer(t, 0);
    expect((await t.post('/user/closeAccount', { password: q.password }, { token: q.token })).body.code).toBe(
      0,
    );
    expect((await t.post('/user/getUserInfo', {}, { token: q.token })).body.code).toBe(402);
    const login = await t.login(q.account, q.password, { lang: 'vi' });
    expect(login.body.code).toBe(402);
    expect(login.body.msg).toBe('Tài khoản này đã bị đóng');
  });

  it('export: own profile, bets, transactions and messages as JSON; no secrets', async () => {
    const kit = moneyKit(t);
    const p = await kit.player();
    await kit.recharge(p, 20_000);
    await kit.bindCard(p);
    const issue = await openIssue(t, 'k3', 5_000);
    expect((await order(p.token, issue, 200)).body.code).toBe(0);
    const res = await t.post('/user/exportData', {}, { token: p.token });
    expect(res.body.code).toBe(0);
    const data = res.body.data;
    expect(data.profile).toMatchObject({ id: p.userId, account: p.account });
    expect(data.bets).toHaveLength(1);
    expect(data.bets[0]).toMatchObject({ amountFen: 200, status: 'pending' });
    expect(data.transactions.length).toBeGreaterThanOrEqual(2);
    expect(data.messages.some((m: { kind: string }) => m.kind === 'newsletter')).toBe(true); // recharge credited
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/argon2|\$2[aby]\$|password|seed/i);
    expect(text).not.toContain('6222021234567890123'); // the card number only masked
    const [hash] = rowsOf<{ h: string }>(
      await t.db.execute(sql`select password_hash as h from users where id = ${p.userId}`),
    );
    expect(text).not.toContain(hash?.h ?? '-');
    const stranger = await fundedPlayer(t, 0);
    const theirs = await t.post('/user/exportData', {}, { token: stranger.token });
    expect(theirs.body.data.bets).toHaveLength(0);
  });
});

describe('reality check under FAIRDRAW_REALITY_CHECK_SCALE', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The reality check 60× faster than the draws: the browser tests wait seconds for it, not minutes.
    t = await buildTestApp({ config: { timeScale: 1, realityCheckScale: 60 }, drawScheduler: false });
  }, 300_000);
  afterAll(() => t.close());

  it('comes after the player’s interval divided by the scale; the interval shown stays the player’s', async () => {
    const p = await fundedPlayer(t, 0);
    await t.post('/user/limits', { realityCheckMinutes: 15 }, { token: p.token });
    const first = await t.post('/user/realityCheck', {}, { token: p.token });
    expect(first.body.data).toMatchObject({ intervalMinutes: 15, due: false });
    expect(Date.parse(first.body.data.dueAt) - Date.parse(first.body.data.sessionStartedAt)).toBe(15_000);
    t.clock.advance(15_000);
    expect((await t.post('/user/realityCheck', {}, { token: p.token })).body.data.due).toBe(true);
  });
});
