import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type AnyData, type TestApp, buildTestApp, randomIp } from '../../../test/helper';
import { moneyKit } from '../../../test/money-kit';
import { connectSse } from '../../../test/sse-client';
import { adminAuditLog } from '../../db/schema';

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let baseUrl = '';
beforeAll(async () => {
  t = await buildTestApp({ drawScheduler: false });
  kit = moneyKit(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
});
afterAll(() => t.close());

const send = (token: string, text: string) => t.post('/service/send', { text }, { token, lang: 'en' });
const history = async (token: string, since = 0) =>
  (await t.post('/service/messages', { since }, { token })).body.data;
const serviceUnread = async (token: string) =>
  (await t.post('/user/unReadCount', {}, { token })).body.data.service as number;

describe('customer service: the player side', () => {
  it('keeps one conversation per user, in order, and `since` returns only newer messages', async () => {
    const s = await kit.player();
    expect(await history(s.token)).toEqual({ conversationId: null, list: [] });
    const first = await send(s.token, 'Hello, my deposit is late');
    expect(first.body.data).toMatchObject({ author: 'user', text: 'Hello, my deposit is late' });
    const second = await send(s.token, 'order R123');
    const all = await history(s.token);
    expect(all.list.map((m: AnyData) => m.text)).toEqual(['Hello, my deposit is late', 'order R123']);
    const newer = await history(s.token, first.body.data.id);
    expect(newer.list.map((m: AnyData) => m.id)).toEqual([second.body.data.id]);
    expect(newer.conversationId).toBe(all.conversationId);
  });

  it('validates the text (1000 localized) and refuses a bad TOKEN rather than posting as a visitor', async () => {
    const s = await kit.player();
    const empty = await t.post('/service/send', { text: '   ' }, { token: s.token, lang: 'vi' });
    expect(empty.body.code).toBe(1000);
    const long = await t.post('/service/send', { text: 'x'.repeat(1001) }, { token: s.token, lang: 'en' });
    expect(long.body).toMatchObject({ code: 1000, msg: 'A message can be at most 1000 characters' });
    expect((await t.post('/service/send', { text: 'hi' }, { token: 'garbage' })).body.code).toBe(401);
    expect((await t.post('/service/messages', {})).body.code).toBe(401);
  });

  it('throttles sending: the 11th message within a minute answers 1006 in the request language', async () => {
    const s = await kit.player();
    for (let i = 0; i < 10; i += 1) expect((await send(s.token, `m${i}`)).body.code).toBe(0);
    const refused = await t.post('/service/send', { text: 'one more' }, { token: s.token, lang: 'vi' });
    expect(refused.body.code).toBe(1006);
    expect(refused.body.msg).toBe('Quá nhiều yêu cầu, vui lòng thử lại sau');
    t.clock.advance(61_000);
    expect((await send(s.token, 'later')).body.code).toBe(0);
  });
});

describe('customer service: anonymous visitors', () => {
  it('a visitor needs a contact; the message opens a visitor conversation operators can see', async () => {
    const ip = randomIp();
    const missing = await t.post('/service/send', { text: 'hi' }, { ip, lang: 'en' });
    expect(missing.body.code).toBe(1000);
    expect(missing.body.data.fields.contact).toBe('Please enter a phone number, e-mail or Telegram');
    const ok = await t.post('/service/send', { text: 'Cannot log in', contact: '@Visitor_Tg' }, { ip });
    expect(ok.body.data).toMatchObject({ author: 'visitor', text: 'Cannot log in' });
    const list = await kit.admin('/admin/support/conversations', { unreadOnly: true });
    const mine = list.body.data.list.find((c: AnyData) => c.visitorContact === '@visitor_tg');
    expect(mine).toMatchObject({
      userId: null,
      account: null,
      unread: 1,
      lastMessage: { text: 'Cannot log in' },
    });
  });

  it('visitors are throttled per address', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i += 1) {
      const res = await t.post('/service/send', { text: `v${i}`, contact: `tg${i}` }, { ip });
      expect(res.body.code).toBe(0);
    }
    expect((await t.post('/service/send', { text: 'again', contact: 'tgx' }, { ip })).body.code).toBe(1006);
    expect(
      (await t.post('/service/send', { text: 'other', contact: 'tgy' }, { ip: randomIp() })).body.code,
    ).toBe(0);
  });
});

describe('customer service: operators', () => {
  it('lists conversations with the last message and unread-by-operator counts; opening one reads it', async () => {
    const s = await kit.player();
    await send(s.token, 'first');
    await send(s.token, 'second');
    const list = await kit.admin('/admin/support/conversations', {});
    const row = list.body.data.list.find((c: AnyData) => c.userId === s.userId);
    expect(row).toMatchObject({
      account: s.account,
      unread: 2,
      lastMessage: { text: 'second', author: 'user' },
    });
    const opened = await kit.admin('/admin/support/messages', { conversationId: row.conversationId });
    expect(opened.body.data.list.map((m: AnyData) => m.text)).toEqual(['first', 'second']);
    const again = await kit.admin('/admin/support/conversations', {});
    expect(again.body.data.list.find((c: AnyData) => c.userId === s.userId).unread).toBe(0);
    expect((await kit.admin('/admin/support/messages', { conversationId: 999_999 })).body.code).toBe(1002);
  });

  it('a reply is pushed live to that user only, counts as unread until /service/messages, and is audited', async () => {
    const s = await kit.player();
    const other = await kit.player();
    await send(s.token, 'Where is my withdrawal?');
    const conversationId = (await history(s.token)).conversationId as number;
    const mine = await connectSse(`${baseUrl}/game/events`, { TOKEN: s.token });
    const theirs = await connectSse(`${baseUrl}/game/events`, { TOKEN: other.token });
    const anonymous = await connectSse(`${baseUrl}/game/events`);
    try {
      const reply = await kit.admin('/admin/support/reply', { conversationId, text: 'It is on its way' });
      expect(reply.body.data).toMatchObject({ author: 'operator', text: 'It is on its way' });
      await mine.waitFor((events) => events.some((e) => e.event === 'service'), 5000);
      const event = mine.events.find((e) => e.event === 'service');
      expect(event?.data).toMatchObject({
        conversationId,
        unread: 1,
        message: { id: reply.body.data.id, author: 'operator', text: 'It is on its way' },
      });
      // Give the other sockets the same chance to (wrongly) receive it.
      await new Promise((r) => setTimeout(r, 200));
      expect(theirs.text()).not.toContain('It is on its way');
      expect(anonymous.text()).not.toContain('It is on its way');
    } finally {
      mine.close();
      theirs.close();
      anonymous.close();
    }
    expect(await serviceUnread(s.token)).toBe(1);
    expect(await serviceUnread(other.token)).toBe(0);
    const read = await history(s.token);
    expect(read.list.at(-1)).toMatchObject({ author: 'operator', text: 'It is on its way' });
    expect(await serviceUnread(s.token)).toBe(0);
    const audit = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `conversation:${conversationId}`));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'support.reply' });
  });

  it('a player token never opens the support desk (401); an unknown conversation answers 1002', async () => {
    const s = await kit.player();
    expect((await t.post('/admin/support/conversations', {}, { token: s.token })).body.code).toBe(401);
    expect((await kit.admin('/admin/support/reply', { conversationId: 999_999, text: 'x' })).body.code).toBe(
      1002,
    );
  });
});
