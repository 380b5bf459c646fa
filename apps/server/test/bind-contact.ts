import { expect } from 'vitest';

import type { CallResult, TestApp } from './helper';

type Channel = 'email' | 'phone';
const paths = { email: '/user/bindEmail', phone: '/user/bindPhone' } as const;

/** The newest 6-digit binding code the development sender left for `address` (ADR 119). */
export async function contactCodeSentTo(t: TestApp, address: string): Promise<string | undefined> {
  const res = await t.get(`/dev/outbox?address=${encodeURIComponent(address)}`);
  expect(res.body.code).toBe(0);
  const text = String((res.body.data as { text: string }[])[0]?.text ?? '');
  return /\b(\d{6})\b/.exec(text)?.[1];
}

/** Binds a phone or e-mail the way a player does: request the code, read it from the outbox, confirm. */
export async function bindContact(
  t: TestApp,
  token: string,
  channel: Channel,
  address: string,
): Promise<CallResult> {
  const requested = await t.post(paths[channel], { [channel]: address }, { token });
  expect(requested.body.code, JSON.stringify(requested.body)).toBe(0);
  const code = await contactCodeSentTo(t, channel === 'email' ? address.toLowerCase() : address);
  if (!code) throw new Error(`no binding code in the outbox of ${address}`);
  return t.post(paths[channel], { [channel]: address, code }, { token });
}
