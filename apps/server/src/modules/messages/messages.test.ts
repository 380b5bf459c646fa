import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type AnyData, type TestApp, buildTestApp } from '../../../test/helper';
import { listOf, moneyKit } from '../../../test/money-kit';
import { adminAuditLog, operators } from '../../db/schema';
import { createPasswordHasher } from '../../lib/password';

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
beforeAll(async () => {
  t = await buildTestApp({ drawScheduler: false });
  kit = moneyKit(t);
});
afterAll(() => t.close());

const unread = async (token: string) => (await t.post('/user/unReadCount', {}, { token })).body.data;
const mail = (token: string, tab: 'notice' | 'newsletter', lang = 'en') =>
  t.post('/user/userMail', { tab, page: 1, pageSize: 20 }, { token, lang });

async function newsletterTo(userId: number, title: string, body = 'hello') {
  const res = await kit.admin('/admin/newsletter/send', { userId, title, body });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return (res.body.data as { id: number }).id;
}

describe('announcements (notices)', () => {
  it('an operator creates a notice: everyone sees it unread, newest first, and on the home marquee', async () => {
    const a = await kit.player();
    const b = await kit.player();
    const before = await unread(a.token);
    const first = await kit.admin('/admin/notice/create', { title: 'Maintenance', body: 'Sunday 02:00' });
    t.clock.advance(1000);
    const second = await kit.admin('/admin/notice/create', { title: 'New game', body: 'Mark Six is live' });
    expect(first.body.code).toBe(0);
    expect(await unread(a.token)).toMatchObject({ notice: before.notice + 2 });
    expect(await unread(b.token)).toMatchObject({ notice: before.notice + 2 });
    const list = listOf<AnyData>(await mail(a.token, 'notice'));
    expect(list[0]).toMatchObject({ id: second.body.data.id, title: 'New game', read: false });
    expect(list[1]).toMatchObject({ id: first.body.data.id, title: 'Maintenance' });
    expect(list[0].createdAt).toMatch(/\+07:00$/);
    const home = await t.get('/index/index', { lang: 'en' });
    expect(home.body.data.notices[0]).toMatchObject({ title: 'New game', body: 'Mark Six is live' });
    expect(home.body.data.notices[1]).toMatchObject({ title: 'Maintenance' });
  });

  it('read state is per user: a reads one notice, b still has it unread', async () => {
    const a = await kit.player();
    const b = await kit.player();
    const created = await kit.admin('/admin/notice/create', { title: 'Per user', body: 'x' });
    const id = created.body.data.id as number;
    const aBefore = await unread(a.token);
    const bBefore = await unread(b.token);
    const res = await t.post('/user/updateReadCount', { id, tab: 'notice' }, { token: a.token });
    expect(res.body.code).toBe(0);
    expect((await unread(a.token)).notice).toBe(aBefore.notice - 1);
    expect((await unread(b.token)).notice).toBe(bBefore.notice);
    expect(listOf<AnyData>(await mail(a.token, 'notice')).find((n) => n.id === id)?.read).toBe(true);
    expect(listOf<AnyData>(await mail(b.token, 'notice')).find((n) => n.id === id)?.read).toBe(false);
    // Reading twice is harmless.
    expect((await t.post('/user/updateReadCount', { id, tab: 'notice' }, { token: a.token })).body.code).toBe(
      0,
    );
  });

  it('a deleted notice leaves lists, counts and the marquee; deleting again answers 1002; both are audited', async () => {
    const s = await kit.player();
    const created = await kit.admin('/admin/notice/create', { title: 'Short-lived', body: 'x' });
    const id = created.body.data.id as number;
    const before = (await unread(s.token)).notice;
    expect((await kit.admin('/admin/notice/delete', { id })).body.code).toBe(0);
    expect((await unread(s.token)).notice).toBe(before - 1);
    expect(listOf<AnyData>(await mail(s.token, 'notice')).map((n) => n.id)).not.toContain(id);
    expect((await kit.admin('/admin/notice/delete', { id })).body.code).toBe(1002);
    const audit = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `notice:${id}`));
    expect(audit.map((a) => a.action).sort()).toEqual(['notice.create', 'notice.delete']);
    const admin = await kit.admin('/admin/notice/list', {});
    expect(admin.body.data.list.map((n: AnyData) => n.id)).not.toContain(id);
  });
});

describe('newsletters', () => {
  it('an operator newsletter reaches only its user; reading it drops the count by one', async () => {
    const a = await kit.player();
    const b = await kit.player();
    const id = await newsletterTo(a.userId, 'Just for you', 'A bonus awaits');
    expect(await unread(a.token)).toMatchObject({ newsletter: 1 });
    expect(await unread(b.token)).toMatchObject({ newsletter: 0 });
    expect(listOf<AnyData>(await mail(b.token, 'newsletter'))).toEqual([]);
    const list = listOf<AnyData>(await mail(a.token, 'newsletter'));
    expect(list).toEqual([
      { id, title: 'Just for you', body: 'A bonus awaits', createdAt: expect.any(String), read: false },
    ]);
    expect((await t.post('/user/updateReadCount', { id }, { token: a.token })).body.code).toBe(0);
    const after = await unread(a.token);
    expect(after.newsletter).toBe(0);
    expect(after.total).toBe(after.notice);
    const audit = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `user:${a.userId}`));
    expect(audit.some((r) => r.action === 'newsletter.send')).toBe(true);
  });

  it("refuses marking another user's newsletter read (1001) and changes nothing", async () => {
    const owner = await kit.player();
    const intruder = await kit.player();
    const id = await newsletterTo(owner.userId, 'Private');
    const res = await t.post('/user/updateReadCount', { id }, { token: intruder.token, lang: 'en' });
    expect(res.body).toMatchObject({ code: 1001, msg: 'This message is not yours' });
    expect(await unread(owner.token)).toMatchObject({ newsletter: 1 });
    expect(listOf<AnyData>(await mail(owner.token, 'newsletter'))[0].read).toBe(false);
    // An unknown id answers 1002; the wrong form answers 1000.
    expect(
      (await t.post('/user/updateReadCount', { id: 999_999 }, { token: intruder.token })).body.code,
    ).toBe(1002);
    expect((await t.post('/user/updateReadCount', {}, { token: intruder.token })).body.code).toBe(1000);
    expect(
      (await t.post('/user/updateReadCount', { id, all: true }, { token: intruder.token })).body.code,
    ).toBe(1000);
  });

  it('mark all read: per tab when a tab is given, else every tab', async () => {
    const s = await kit.player();
    await newsletterTo(s.userId, 'one');
    await newsletterTo(s.userId, 'two');
    await kit.admin('/admin/notice/create', { title: 'For all', body: 'x' });
    const before = await unread(s.token);
    expect(before.newsletter).toBe(2);
    expect(before.notice).toBeGreaterThan(0);
    await t.post('/user/updateReadCount', { all: true, tab: 'newsletter' }, { token: s.token });
    expect(await unread(s.token)).toMatchObject({ newsletter: 0, notice: before.notice });
    await newsletterTo(s.userId, 'three');
    await t.post('/user/updateReadCount', { all: true }, { token: s.token });
    expect(await unread(s.token)).toMatchObject({ newsletter: 0, notice: 0, total: 0 });
  });

  it('lists page like every list: { list, total, page, pageSize }', async () => {
    const s = await kit.player();
    for (const n of ['a', 'b', 'c']) {
      await newsletterTo(s.userId, n);
      t.clock.advance(1000);
    }
    const res = await t.post(
      '/user/userMail',
      { tab: 'newsletter', page: 2, pageSize: 2 },
      { token: s.token },
    );
    expect(res.body.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(res.body.data.list.map((m: AnyData) => m.title)).toEqual(['a']);
    expect((await t.post('/user/userMail', { tab: 'x' }, { token: s.token })).body.code).toBe(1000);
    expect((await t.post('/user/userMail', { tab: 'notice' })).body.code).toBe(401);
  });

  it('a rejected withdrawal and a passed recharge leave system newsletters, rendered in the reader language', async () => {
    const s = await kit.player();
    await kit.recharge(s, 100_000);
    await kit.stake(s.userId, 100_000);
    await kit.wallet.transfer({
      from: { system: 'house' },
      to: { userId: s.userId },
      amountFen: 100_000,
      type: 'payout',
      idempotencyKey: `test-payout:${s.userId}`,
    });
    const cardId = await kit.bindCard(s);
    const w = await kit.withdraw(s, 20_000, cardId);
    expect(w.body.code, JSON.stringify(w.body)).toBe(0);
    const orderNo = w.body.data.orderNo as string;
    expect(
      (await kit.admin('/admin/withdraw/reject', { orderNo, reason: 'card name mismatch' })).body.code,
    ).toBe(0);
    // A repeated reject changes nothing and sends nothing more.
    await kit.admin('/admin/withdraw/reject', { orderNo, reason: 'card name mismatch' });

    const en = listOf<AnyData>(await mail(s.token, 'newsletter', 'en'));
    const vi = listOf<AnyData>(await mail(s.token, 'newsletter', 'vi'));
    const zh = listOf<AnyData>(await mail(s.token, 'newsletter', 'zh'));
    expect(en.map((m) => m.title)).toEqual(['Withdrawal rejected', 'Recharge credited']);
    expect(en[0].body).toBe(
      `Your withdrawal ${orderNo} of 200.00 was rejected: card name mismatch. The amount is back in your balance.`,
    );
    expect(vi[0].title).toBe('Yêu cầu rút tiền bị từ chối');
    expect(vi[1].body).toContain('1000.00');
    expect(zh[0].title).toBe('提现被拒绝');
    expect(en[0].id).toBe(vi[0].id);
    await t.assertLedgerInvariant();
  });
});

describe('operator roles', () => {
  it('support may manage notices and newsletters; finance may not (1001); players never (401)', async () => {
    const passwords = await createPasswordHasher('test-pepper-0123456789');
    for (const [account, role] of [
      ['msgsupport', 'support'],
      ['msgfinance', 'finance'],
    ] as const) {
      await t.db
        .insert(operators)
        .values({ account, passwordHash: await passwords.hashLogin('operator-pw-1'), role });
    }
    const tokenOf = async (account: string) =>
      (await t.post('/admin/login', { account, password: 'operator-pw-1' })).body.data.token as string;
    const support = await tokenOf('msgsupport');
    const finance = await tokenOf('msgfinance');
    const body = { title: 'From support', body: 'x' };
    expect((await t.post('/admin/notice/create', body, { token: support })).body.code).toBe(0);
    expect((await t.post('/admin/notice/create', body, { token: finance })).body.code).toBe(1001);
    const player = await kit.player();
    expect((await t.post('/admin/notice/create', body, { token: player.token })).body.code).toBe(401);
    expect(
      (await t.post('/admin/newsletter/send', { userId: 999_999, title: 'x', body: 'y' }, { token: support }))
        .body.code,
    ).toBe(1002);
    expect(
      (await t.post('/admin/notice/create', { title: '', body: 'x' }, { token: support })).body.code,
    ).toBe(1000);
  });
});
