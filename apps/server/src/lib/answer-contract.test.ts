import { describe, expect, it } from 'vitest';

import { answerMismatch, endpointOf } from './answer-contract';

const json = (body: unknown) => ({
  statusCode: 200,
  contentType: 'application/json; charset=utf-8',
  payload: JSON.stringify(body),
});
const ok = (data: unknown) => json({ code: 0, msg: 'ok', data });

describe('answers against the contract (what the test helper checks on every answer)', () => {
  it('finds the endpoint of a request line, the query ignored', () => {
    expect(endpointOf('post', '/user/makeOrder?x=1')?.path).toBe('/user/makeOrder');
    expect(endpointOf('GET', '/user/makeOrder')).toBeUndefined();
    expect(endpointOf('GET', '/healthz')).toBeUndefined();
  });

  it('accepts the declared data and added fields; refuses missing or mistyped ones', () => {
    const answer = { orderNo: 'O1', bets: [{ id: 1, betCount: 2, amount: 200 }], balance: 800 };
    expect(answerMismatch('POST', '/user/makeOrder', ok(answer))).toBeNull();
    expect(answerMismatch('POST', '/user/makeOrder', ok({ ...answer, extra: true }))).toBeNull();
    expect(answerMismatch('POST', '/user/makeOrder', ok({ ...answer, balance: undefined }))).toMatch(
      /data does not match the contract: data\.balance/,
    );
    expect(answerMismatch('POST', '/user/makeOrder', ok({ ...answer, balance: 8.5 }))).toMatch(/balance/);
    expect(answerMismatch('POST', '/user/logout', ok(null))).toBeNull();
    expect(answerMismatch('POST', '/user/logout', ok({}))).toMatch(/data/);
  });

  it('checks refusals against the error envelope', () => {
    const refusal = { code: 1000, msg: 'Invalid', data: { fields: { account: 'Too short' } } };
    expect(answerMismatch('POST', '/user/login', json(refusal))).toBeNull();
    expect(answerMismatch('POST', '/user/login', json({ code: 1004, msg: 'x', data: null }))).toBeNull();
    expect(answerMismatch('POST', '/user/login', json({ code: 1234, msg: 'x', data: null }))).toMatch(
      /error envelope/,
    );
    expect(answerMismatch('POST', '/user/login', json({ code: 1000, data: null }))).toMatch(/msg/);
  });

  it('refuses what is not the envelope, except a CSV export’s file; leaves streams and other paths alone', () => {
    const html = { statusCode: 200, contentType: 'text/html', payload: '<p>' };
    expect(answerMismatch('POST', '/user/login', html)).toMatch(/not the JSON envelope/);
    const csv = { statusCode: 200, contentType: 'text/csv; charset=utf-8', payload: 'a,b' };
    expect(answerMismatch('POST', '/admin/recharge/export', csv)).toBeNull();
    expect(answerMismatch('POST', '/user/login', csv)).toMatch(/text\/csv/);
    expect(answerMismatch('GET', '/game/events', html)).toBeNull();
    expect(answerMismatch('GET', '/healthz', html)).toBeNull();
  });
});
