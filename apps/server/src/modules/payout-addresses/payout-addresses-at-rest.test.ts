import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  type TestApp,
  buildTestApp,
  randomIp,
  rowsOf,
  testConfig,
  buildCheckedApp,
} from '../../../test/helper';
import { fundPassword, moneyKit } from '../../../test/money-kit';
import { createFieldCipher, keyIdOf } from '../../lib/field-cipher';

const keyA = 'a1'.repeat(32);
const keyB = 'b2'.repeat(32);
const card = '6222021234567890';
const trc20 = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
beforeAll(async () => {
  t = await buildTestApp({ config: { cardEncryptionKey: keyA } });
  kit = moneyKit(t);
});
afterAll(() => t.close());

const storedOf = async (userId: number) =>
  rowsOf<{ id: number; kind: string; number: string; number_hash: string | null }>(
    await t.db.execute(
      sql`select id, kind, number, number_hash from payout_addresses where user_id = ${userId} order by id`,
    ),
  );

const userIdOf = async (token: string) =>
  Number((await t.post('/user/getUserInfo', {}, { token })).body.data.id);

const bindCard = (token: string, cardNumber = card) =>
  t.post(
    '/user/bindBankCard',
    { realName: 'Tran B', bankName: 'ACB', cardNumber, confirmCardNumber: cardNumber, fundPassword },
    { token },
  );

describe('card numbers and wallet addresses at rest (issue 22 finding 11)', () => {
  it('stores them sealed (AES-256-GCM, key id prefix), never in clear; the API answers as before', async () => {
    const s = await kit.player();
    const bound = await bindCard(s.token);
    expect(bound.body.code).toBe(0);
    expect(bound.body.data.cardNumber).toBe('**** **** 7890');
    const wallet = await t.post(
      '/user/bindDigitWall',
      { walletName: 'My USDT', network: 'TRC20', address: trc20, confirmAddress: trc20, fundPassword },
      { token: s.token },
    );
    expect(wallet.body.data.address).toBe('TLa2f6****YjU7');

    const rows = await storedOf(await userIdOf(s.token));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.number).toMatch(new RegExp(`^v1:${keyIdOf(Buffer.from(keyA, 'hex'))}:`));
      expect(row.number).not.toContain(card);
      expect(row.number).not.toContain(trc20);
      expect(row.number).not.toContain('7890');
      expect(row.number_hash).toMatch(/^[\w-]{43}$/);
    }
    const list = await t.get('/user/getWithDrawAddrList', { token: s.token });
    expect(list.body.data.bankCards[0].cardNumber).toBe('**** **** 7890');
    expect(list.body.data.wallets[0].address).toBe('TLa2f6****YjU7');
  });

  it('still refuses a duplicate card through the keyed hash (1003), and allows it for another player', async () => {
    const s = await kit.player();
    expect((await bindCard(s.token, '6222029999000011')).body.code).toBe(0);
    expect((await bindCard(s.token, '6222029999000011')).body.code).toBe(1003);
    const other = await kit.player();
    expect((await bindCard(other.token, '6222029999000011')).body.code).toBe(0);
  });

  it('a sealed number copied onto another player row does not open (row identity is the associated data)', () => {
    const cipher = createFieldCipher(keyA);
    const sealed = cipher.seal(card, 'payout:1:bank');
    expect(cipher.open(sealed, 'payout:1:bank')).toBe(card);
    expect(() => cipher.open(sealed, 'payout:2:bank')).toThrow();
  });

  it('seals rows written in clear at start-up, and re-seals them under a rotated key with the old one readable', async () => {
    const s = await kit.player();
    const userId = await userIdOf(s.token);
    // A row as written before this change: clear number, no hash.
    await t.db.execute(sql`
      insert into payout_addresses (user_id, kind, holder_name, provider, number, created_at)
      values (${userId}, 'bank', 'Old Row', 'VCB', '6222021111222233', now())`);
    expect((await storedOf(userId))[0]?.number).toBe('6222021111222233');

    // Another instance starts on this database with key A: the backfill seals the row.
    const restartA = await buildCheckedApp({
      config: testConfig({ cardEncryptionKey: keyA }),
      db: t.db,
      drawScheduler: false,
    });
    await restartA.close();
    const [sealedA] = await storedOf(userId);
    expect(sealedA?.number).toMatch(/^v1:/);
    expect(sealedA?.number).not.toContain('6222021111222233');
    expect(sealedA?.number_hash).not.toBeNull();

    // Rotation: key B current, key A previous → re-sealed under B at start, answers unchanged.
    const restartB = await buildCheckedApp({
      config: testConfig({ cardEncryptionKey: keyB, cardEncryptionPreviousKeys: [keyA] }),
      db: t.db,
      drawScheduler: false,
    });
    try {
      const [sealedB] = await storedOf(userId);
      expect(sealedB?.number).toMatch(new RegExp(`^v1:${keyIdOf(Buffer.from(keyB, 'hex'))}:`));
      const res = await restartB.inject({
        method: 'GET',
        url: '/user/getWithDrawAddrList',
        headers: { token: s.token },
        remoteAddress: randomIp(),
      });
      expect(
        res.json<{ data: { bankCards: { cardNumber: string }[] } }>().data.bankCards[0]?.cardNumber,
      ).toBe('**** **** 2233');
    } finally {
      await restartB.close();
    }
  });
});
