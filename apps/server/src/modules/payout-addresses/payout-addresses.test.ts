import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serverMessages } from '@fairdraw/contract';

import { type TestApp, buildTestApp } from '../../../test/helper';
import { cardNumber, fundPassword, moneyKit } from '../../../test/money-kit';

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
beforeAll(async () => {
  t = await buildTestApp();
  kit = moneyKit(t);
});
afterAll(() => t.close());

const trc20 = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

describe('bank cards and digital wallets', () => {
  it('binds a card and a wallet with the fund password; every response masks the number', async () => {
    const s = await kit.player();
    const card = await t.post(
      '/user/bindBankCard',
      {
        realName: 'Tran B',
        bankName: 'ACB',
        cardNumber: '6222 0212 3456 7890',
        confirmCardNumber: '6222021234567890',
        fundPassword,
      },
      { token: s.token },
    );
    expect(card.body.code).toBe(0);
    expect(card.body.data).toEqual({
      id: expect.any(Number),
      kind: 'bank',
      realName: 'Tran B',
      bankName: 'ACB',
      cardNumber: '**** **** 7890',
      locked: false,
    });
    const wallet = await t.post(
      '/user/bindDigitWall',
      { walletName: 'My USDT', network: 'TRC20', address: trc20, confirmAddress: trc20, fundPassword },
      { token: s.token },
    );
    expect(wallet.body.data.address).toBe('TLa2f6****YjU7');
    const list = await t.get('/user/getWithDrawAddrList', { token: s.token });
    expect(list.body.data.bankCards).toHaveLength(1);
    expect(list.body.data.wallets).toHaveLength(1);
    const info = await t.post('/user/getUserInfo', {}, { token: s.token });
    expect((info.body.data.bankInfo as Array<{ kind: string }>).map((a) => a.kind)).toEqual([
      'bank',
      'wallet',
    ]);
    expect(JSON.stringify([list.body, info.body])).not.toContain('6222021234567890');
    expect(JSON.stringify([list.body, info.body])).not.toContain(trc20);
  });

  it('validates the forms: confirmations, formats, fund password; duplicates answer 1003', async () => {
    const s = await kit.player();
    const base = { realName: 'A', bankName: 'B', cardNumber, confirmCardNumber: cardNumber, fundPassword };
    const mismatch = await t.post(
      '/user/bindBankCard',
      { ...base, confirmCardNumber: '1234567890' },
      { token: s.token, lang: 'en' },
    );
    expect(mismatch.body.data.fields.confirmCardNumber).toBe(
      serverMessages.en['validation.cardNumberMismatch'],
    );
    const short = await t.post(
      '/user/bindBankCard',
      { ...base, cardNumber: '123', confirmCardNumber: '123' },
      { token: s.token },
    );
    expect(short.body.code).toBe(1000);
    const wrongAddress = await t.post(
      '/user/bindDigitWall',
      { walletName: 'w', network: 'ERC20', address: trc20, confirmAddress: trc20, fundPassword },
      { token: s.token },
    );
    expect(Object.keys(wrongAddress.body.data.fields as object)).toEqual(['address']);
    const wrongPassword = await t.post(
      '/user/bindBankCard',
      { ...base, fundPassword: '000000' },
      { token: s.token },
    );
    expect(wrongPassword.body.data.fields).toHaveProperty('fundPassword');
    await kit.bindCard(s);
    expect((await t.post('/user/bindBankCard', base, { token: s.token })).body.code).toBe(1003);
  });

  it('needs a fund password first, and refuses trial accounts (1001)', async () => {
    const noFund = await t.register();
    const res = await t.post(
      '/user/bindBankCard',
      { realName: 'A', bankName: 'B', cardNumber, confirmCardNumber: cardNumber, fundPassword },
      { token: noFund.token },
    );
    expect(res.body.code).toBe(1001);
    const trial = await t.trial();
    const refused = await t.post(
      '/user/bindBankCard',
      { realName: 'A', bankName: 'B', cardNumber, confirmCardNumber: cardNumber, fundPassword },
      { token: trial.token },
    );
    expect(refused.body.code).toBe(1001);
  });

  it('deletes with the fund password; another user’s address is refused (1001)', async () => {
    const owner = await kit.player();
    const other = await kit.player();
    const id = await kit.bindCard(owner);
    const foreign = await t.post(
      '/user/deleteWithDrawAddr',
      { id, kind: 'bank', fundPassword },
      { token: other.token },
    );
    expect(foreign.body.code).toBe(1001);
    const wrong = await t.post(
      '/user/deleteWithDrawAddr',
      { id, kind: 'bank', fundPassword: '111111' },
      { token: owner.token },
    );
    expect(wrong.body.code).toBe(1000);
    const done = await t.post(
      '/user/deleteWithDrawAddr',
      { id, kind: 'bank', fundPassword },
      { token: owner.token },
    );
    expect(done.body.code).toBe(0);
    expect((await t.get('/user/getWithDrawAddrList', { token: owner.token })).body.data.bankCards).toEqual(
      [],
    );
    const again = await t.post(
      '/user/deleteWithDrawAddr',
      { id, kind: 'bank', fundPassword },
      { token: owner.token },
    );
    expect(again.body.code).toBe(1002);
  });
});
