import pino from 'pino';
import { describe, expect, it } from 'vitest';

import { logRedaction, redactLogLine, secretLogKeys } from './log-redaction';

/** What a logger with the server's redaction writes for one call. */
function logged(write: (log: pino.Logger) => void): Record<string, unknown> {
  const lines: string[] = [];
  const log = pino({ level: 'info', ...logRedaction }, { write: (line: string) => void lines.push(line) });
  write(log);
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0] ?? '') as Record<string, unknown>;
}

describe('log redaction (pino streamWrite hook)', () => {
  it('replaces every secret key at any depth, whatever its value', () => {
    const line = logged((log) =>
      log.info(
        {
          token: 'eyJ.access',
          req: { headers: { token: 'eyJ.header', authorization: 'Bearer x', cookie: 'a=b' } },
          body: { password: 'fair2draw58', fundPassword: 112233, cardNumber: 6222029876543210 },
          wallet: { address: { chain: 'ERC20', value: '0x8ba1' } },
          list: [{ jwt: 'eyJ.refresh' }],
        },
        'a call',
      ),
    );
    const text = JSON.stringify(line);
    for (const secret of ['eyJ', 'Bearer', 'a=b', 'fair2draw58', '112233', '6222029876543210', '0x8ba1'])
      expect(text, secret).not.toContain(secret);
    expect(line['token']).toBe('[redacted]');
    expect(line['req']).toEqual({
      headers: { token: '[redacted]', authorization: '[redacted]', cookie: '[redacted]' },
    });
    expect(line['wallet']).toEqual({ address: '[redacted]' });
    expect(line['list']).toEqual([{ jwt: '[redacted]' }]);
    expect(line['msg']).toBe('a call');
  });

  it('redacts scalars without parsing, escaped quotes included, and keeps the other fields', () => {
    const line = logged((log) =>
      log.info({ password: 'with "quotes" and \\ slash', newPassword: null, route: '/user/login' }),
    );
    expect(line).toMatchObject({ password: '[redacted]', newPassword: '[redacted]', route: '/user/login' });
  });

  it('leaves a line without a secret key as it is: similar names and quoted keys inside text too', () => {
    const line = '{"level":30,"accessToken":"x","tokenCount":3,"msg":"said \\"token\\": no"}\n';
    expect(redactLogLine(line)).toBe(line);
    const request = logged((log) =>
      log.info({ method: 'POST', route: '/user/makeOrder', statusCode: 200, userId: 7 }, 'request'),
    );
    expect(request).toMatchObject({ route: '/user/makeOrder', statusCode: 200, userId: 7 });
  });

  it('withholds a line it cannot parse rather than write a secret', () => {
    const broken = '{"password":{"x": }\n';
    expect(redactLogLine(broken)).not.toContain('password');
  });

  it('covers every key the logs must never show (docs/security.md)', () => {
    expect([...secretLogKeys].sort()).toEqual(
      [
        'address',
        'authorization',
        'cardNumber',
        'confirmAddress',
        'confirmCardNumber',
        'confirmFundPassword',
        'confirmPassword',
        'cookie',
        'fundPassword',
        'fundPasswordHash',
        'jwt',
        'loginPassword',
        'newPassword',
        'oldPassword',
        'password',
        'passwordHash',
        'token',
        'token_jwt',
      ].sort(),
    );
  });
});
