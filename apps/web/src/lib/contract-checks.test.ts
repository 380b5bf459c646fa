import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeUser } from '../testing/user-fixture';
import { envelope } from '../testing/fetch-mock';
import { api } from './api';
import { ContractMismatchError } from './contract-checks';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

const answering = (data: unknown) => {
  globalThis.fetch = vi.fn(() => Promise.resolve(envelope(0, data)));
};

describe('the app client checks answers against the contract in development and tests (ADR 126)', () => {
  it('passes an answer that fits its endpoint schema, added fields included, as it came', async () => {
    answering({ ...makeUser(), addedLater: 1 });
    await expect(api.call('getUserInfo')).resolves.toMatchObject({ balance: 12345, addedLater: 1 });
    answering({ notice: 1, newsletter: 0, total: 3, service: 2 });
    await expect(api.call('unReadCount')).resolves.toEqual({
      notice: 1,
      newsletter: 0,
      total: 3,
      service: 2,
    });
  });

  it('rejects an answer with a missing or mistyped field, naming the path and the field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { balance: _missing, ...withoutBalance } = makeUser();
    answering(withoutBalance);
    const missing = api.call('getUserInfo');
    await expect(missing).rejects.toBeInstanceOf(ContractMismatchError);
    await expect(missing).rejects.toThrow(/\/user\/getUserInfo[\s\S]*balance/);
    answering({ orderNo: 'R1', status: 'reviewing', amount: '100.00' });
    await expect(
      api.call('rechargeCreate', { channel: 'bank', amount: 100, requestId: 'r1' }),
    ).rejects.toThrow(/\/recharge\/create[\s\S]*amount/);
  });
});
