import pino from 'pino';
import { describe, expect, it } from 'vitest';

import { randomIp, testConfig, buildCheckedApp } from '../../../test/helper';
import { createTestDatabase } from '../../../test/test-database';
import { logRedaction } from '../../lib/log-redaction';

const cardNumber = '6222029876543210777';
const address = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

describe('logs', () => {
  it('never contain a card number or wallet address, whatever the level (real app, debug logger)', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'trace', ...logRedaction },
      { write: (line: string) => void lines.push(line) },
    );
    const { database, dispose } = await createTestDatabase();
    const app = await buildCheckedApp({ config: testConfig(), db: database.db, logger });
    try {
      const call = async (url: string, payload: object, token?: string) =>
        (
          await app.inject({
            method: 'POST',
            url,
            payload,
            headers: token ? { token } : {},
            remoteAddress: randomIp(),
          })
        ).json<{ code: number; data: { token: string } }>();
      const reg = await call('/user/register', {
        account: 'logcheck01',
        password: 'fair2draw58',
        confirmPassword: 'fair2draw58',
        inviteCode: '8888',
        agree: true,
      });
      const token = reg.data.token;
      await call(
        '/user/updateTransPwd',
        { loginPassword: 'fair2draw58', newPassword: '112233', confirmPassword: '112233' },
        token,
      );
      const card = await call(
        '/user/bindBankCard',
        { realName: 'A', bankName: 'B', cardNumber, confirmCardNumber: cardNumber, fundPassword: '112233' },
        token,
      );
      expect(card.code).toBe(0);
      // A refused binding (mismatch) logs its validation failure: still no number in the logs.
      await call(
        '/user/bindDigitWall',
        { walletName: 'w', network: 'ERC20', address, confirmAddress: `${address}x`, fundPassword: '112233' },
        token,
      );
      await call(
        '/user/bindDigitWall',
        { walletName: 'w', network: 'ERC20', address, confirmAddress: address, fundPassword: '112233' },
        token,
      );
      expect(lines.length).toBeGreaterThan(0);
      const all = lines.join('\n');
      expect(all).not.toContain(cardNumber);
      expect(all).not.toContain(address);
    } finally {
      await app.close();
      await dispose();
    }
  });
});
