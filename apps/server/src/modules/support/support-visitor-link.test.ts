import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type AnyData, type TestApp, buildTestApp, randomIp } from '../../../test/helper';
import { moneyKit } from '../../../test/money-kit';

// ADR 089: a visitor's conversation is filed under a secret key its browser keeps; the first
// logged-in support call that presents the key links the conversation to that account.
let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
beforeAll(async () => {
  t = await buildTestApp({ drawScheduler: false });
  kit = moneyKit(t);
});
afterAll(() => t.close());

const newKey = () => randomBytes(24).toString('base64url');
const visitorSays = (visitorKey: string, text: string, contact = '@someone') =>
  t.post('/service/send', { text, contact, visitorKey }, { ip: randomIp(), lang: 'en' });
const history = async (token: string, body: object = {}) =>
  (await t.post('/service/messages', { since: 0, ...body }, { token })).body;
const texts = (data: AnyData) => data.list.map((m: AnyData) => `${m.author}:${m.text}`);
const conversationOfContact = async (contact: string) =>
  (await kit.admin('/admin/support/conversations', {})).body.data.list.filter(
    (c: AnyData) => c.visitorContact === contact,
  );
const serviceUnread = async (token: string) =>
  (await t.post('/user/unReadCount', {}, { token })).body.data.service as number;

describe('customer service: a visitor who later logs in on the same browser', () => {
  it('sees the conversation and the operator replies once the first logged-in call presents the key', async () => {
    const key = newKey();
    expect((await visitorSays(key, 'I cannot log in', '@link_one')).body.code).toBe(0);
    const [visitorConversation] = await conversationOfContact('@link_one');
    expect(visitorConversation).toMatchObject({ userId: null, unread: 1 });
    await kit.admin('/admin/support/reply', {
      conversationId: visitorConversation.conversationId,
      text: 'Try resetting your password',
    });

    const s = await kit.player();
    // Without the key nothing is linked.
    expect((await history(s.token)).data).toEqual({ conversationId: null, list: [] });
    expect(await serviceUnread(s.token)).toBe(0);

    const linked = await history(s.token, { visitorKey: key });
    expect(linked.code).toBe(0);
    expect(linked.data.conversationId).toBe(visitorConversation.conversationId);
    expect(texts(linked.data)).toEqual(['visitor:I cannot log in', 'operator:Try resetting your password']);
    // Operators now see it as the user's conversation, the contact kept; further messages join it.
    const [row] = await conversationOfContact('@link_one');
    expect(row).toMatchObject({ userId: s.userId, account: s.account });
    await t.post('/service/send', { text: 'It worked, thanks' }, { token: s.token });
    expect(texts((await history(s.token)).data).at(-1)).toBe('user:It worked, thanks');
  });

  it('merges into the account’s own conversation, in order, and operators see the visitor part unread', async () => {
    const s = await kit.player();
    await t.post('/service/send', { text: 'older, as a player' }, { token: s.token });
    const own = (await history(s.token)).data.conversationId as number;
    await kit.admin('/admin/support/messages', { conversationId: own }); // operator read it
    const key = newKey();
    await visitorSays(key, 'as a visitor', '@link_two');
    const [visitorConversation] = await conversationOfContact('@link_two');
    await kit.admin('/admin/support/reply', {
      conversationId: visitorConversation.conversationId,
      text: 'answer to the visitor',
    });

    // The key also links through /service/send.
    const sent = await t.post(
      '/service/send',
      { text: 'now logged in', visitorKey: key },
      { token: s.token },
    );
    expect(sent.body.code).toBe(0);
    const merged = (await history(s.token)).data;
    expect(merged.conversationId).toBe(own);
    expect(texts(merged)).toEqual([
      'user:older, as a player',
      'visitor:as a visitor',
      'operator:answer to the visitor',
      'user:now logged in',
    ]);
    const desk = (await kit.admin('/admin/support/conversations', {})).body.data.list;
    expect(desk.filter((c: AnyData) => c.conversationId === visitorConversation.conversationId)).toEqual([]);
    // The visitor message was never read by an operator: it (and the newer one) count as unread.
    expect(desk.find((c: AnyData) => c.conversationId === own)).toMatchObject({
      userId: s.userId,
      visitorContact: '@link_two',
      unread: 2,
    });
  });

  it('another user cannot claim it: not without the key, and not with it once it is linked', async () => {
    const key = newKey();
    await visitorSays(key, 'private question', '@link_three');
    const owner = await kit.player();
    const intruder = await kit.player();

    // A guessed key, or the contact alone, links nothing.
    expect((await history(intruder.token, { visitorKey: newKey() })).data.list).toEqual([]);
    await t.post('/service/send', { text: 'hi', contact: '@link_three' }, { ip: randomIp() });
    expect((await history(intruder.token)).data.list).toEqual([]);

    expect(texts((await history(owner.token, { visitorKey: key })).data)).toEqual([
      'visitor:private question',
    ]);
    // The key is spent: presenting it later, from any account, moves nothing.
    const late = await history(intruder.token, { visitorKey: key });
    expect(late.code).toBe(0);
    expect(late.data).toEqual({ conversationId: null, list: [] });
    const lateSend = await t.post(
      '/service/send',
      { text: 'mine now?', visitorKey: key },
      { token: intruder.token },
    );
    expect(lateSend.body.code).toBe(0);
    expect(texts((await history(intruder.token)).data)).toEqual(['user:mine now?']);
    expect(texts((await history(owner.token)).data)).toEqual(['visitor:private question']);
  });

  it('a visitor key of the wrong shape is refused with a field error (1000)', async () => {
    const s = await kit.player();
    const bad = await t.post('/service/messages', { visitorKey: 'short' }, { token: s.token, lang: 'en' });
    expect(bad.body.code).toBe(1000);
    expect(bad.body.data.fields).toHaveProperty('visitorKey');
    const badSend = await t.post('/service/send', { text: 'x', contact: '@abc', visitorKey: 'a b' }, {});
    expect(badSend.body.code).toBe(1000);
  });

  it('a visitor reusing a contact with a new key gets a conversation of its own', async () => {
    const first = newKey();
    const second = newKey();
    await visitorSays(first, 'first browser', '@link_four');
    await visitorSays(second, 'second browser', '@link_four');
    await visitorSays(first, 'first again', '@link_four');
    const rows = await conversationOfContact('@link_four');
    expect(rows).toHaveLength(2);
    const s = await kit.player();
    expect(texts((await history(s.token, { visitorKey: first })).data)).toEqual([
      'visitor:first browser',
      'visitor:first again',
    ]);
  });
});
