import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serverMessages } from '@fairdraw/contract';

import { makeAgent } from '../../test/agent-fixtures';
import { type TestApp, buildTestApp } from '../../test/helper';

const int4Overflow = 2 ** 31;
/** About 2^63 (int8's end): JSON carries it, a JavaScript number rounds it (> 2^53). */
const int8Overflow = 2 ** 63;

let t: TestApp;
let player: string;
let agent: string;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  player = (await t.register()).token;
  agent = (await makeAgent(t, 10)).token;
  const login = await t.post('/admin/login', { account: 'admin', password: 'admin-password-1' });
  admin = String(login.body.data.token);
});
afterAll(() => t.close());

type Who = 'player' | 'agent' | 'admin';
/** Routes of each kind (player, agent, back office; ids, pages and amounts) with the field to overflow. */
const cases: [Who, string, (n: number) => Record<string, unknown>][] = [
  ['player', '/user/deleteWithDrawAddr', (n) => ({ id: n, kind: 'bank', fundPassword: '123456' })],
  [
    'player',
    '/withdraw/create',
    (n) => ({
      amount: 10_000,
      addressId: n,
      kind: 'bank',
      fundPassword: '123456',
      confirmFundPassword: '123456',
      requestId: 'r1',
    }),
  ],
  ['player', '/user/updateReadCount', (n) => ({ id: n })],
  ['player', '/bet/list', (n) => ({ page: n })],
  ['player', '/recharge/create', (n) => ({ channel: 'sandbox', amount: n * 2 ** 32, requestId: 'r2' })],
  ['agent', '/agent/detail', (n) => ({ userId: n })],
  ['agent', '/agent/subordinates', (n) => ({ pageSize: n })],
  ['admin', '/admin/users/detail', (n) => ({ userId: n })],
  ['admin', '/admin/users/moveAgent', (n) => ({ userId: 1, newParentId: n })],
  ['admin', '/admin/approvals/approve', (n) => ({ id: n })],
  ['admin', '/admin/notice/delete', (n) => ({ id: n })],
  ['admin', '/admin/support/messages', (n) => ({ conversationId: n })],
  ['admin', '/admin/audit/list', (n) => ({ operatorId: n })],
  ['admin', '/admin/user/adjust', (n) => ({ userId: n, amount: 100, reason: 'x', requestId: 'r3' })],
];

describe('integers beyond their column answer 1000, never HTTP 500 (issue 22, finding 13a)', () => {
  it.each(
    cases.flatMap(([who, path, body]) =>
      [int4Overflow, int8Overflow].map((n) => [who, path, n, body] as const),
    ),
  )('%s %s with %d', async (who, path, n, body) => {
    const token = who === 'player' ? player : who === 'agent' ? agent : admin;
    const res = await t.post(path, body(n), { token, lang: 'en' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.code, JSON.stringify(res.body)).toBe(1000);
    // The field's own message where it has one ("enter a valid amount"), localized.
    expect(Object.values(serverMessages.en)).toContain(res.body.msg);
    expect(res.body.msg).not.toBe(serverMessages.en['common.internal']);
  });

  it('answers in the request’s language', async () => {
    const res = await t.post('/admin/users/detail', { userId: int4Overflow }, { token: admin, lang: 'vi' });
    expect(res.body).toMatchObject({ code: 1000, msg: serverMessages.vi['validation.general'] });
  });
});
