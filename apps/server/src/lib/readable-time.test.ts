import { describe, expect, it } from 'vitest';

import { translate } from '../plugins/language';
import { isIsoInstant, readableInstant } from './readable-time';

const saigon = 'Asia/Ho_Chi_Minh';
// 14:00 in Saigon (UTC+7) on 27 November 2026, written in three equivalent ways.
const instants = ['2026-11-27T07:00:00Z', '2026-11-27T07:00:00.000Z', '2026-11-27T14:00:00.000+07:00'];

describe('readableInstant: a date and time a player reads, on the operator’s clock', () => {
  it.each([
    ['en', '27 Nov 2026, 14:00'],
    ['vi', '14:00 27/11/2026'],
    ['zh', '2026-11-27 14:00'],
    ['tw', '2026-11-27 14:00'],
    ['my', '27 Nov 2026, 14:00'],
  ] as const)('%s → %s, whatever offset the ISO text was written in', (lang, expected) => {
    for (const iso of instants) expect(readableInstant(iso, lang, saigon)).toBe(expected);
  });

  it('Malay names its months in Malay; minutes after midnight are 00, not 24', () => {
    expect(readableInstant('2026-08-06T17:05:00Z', 'my', saigon)).toBe('7 Ogo 2026, 00:05');
    expect(readableInstant('2026-08-06T17:05:00Z', 'en', saigon)).toBe('7 Aug 2026, 00:05');
    expect(readableInstant('2026-08-06T17:05:00Z', 'vi', saigon)).toBe('00:05 07/08/2026');
  });

  it('reads in the operator’s time zone, not the server’s, across a change of summer time', () => {
    expect(readableInstant('2026-11-27T07:00:00Z', 'en', 'Europe/London')).toBe('27 Nov 2026, 07:00');
    expect(readableInstant('2026-07-27T07:00:00Z', 'en', 'Europe/London')).toBe('27 Jul 2026, 08:00');
    expect(readableInstant('2026-11-27T07:00:00Z', 'zh', 'Asia/Shanghai')).toBe('2026-11-27 15:00');
  });

  it('takes only full instants: a date, an order number or an amount is not one', () => {
    for (const iso of instants) expect(isIsoInstant(iso)).toBe(true);
    for (const other of [
      '2026-11-27',
      '2026-11-27T14:00',
      'R202611270001',
      '1500',
      '2026-13-45T99:00:00Z',
      7,
    ])
      expect(isIsoInstant(other), String(other)).toBe(false);
  });
});

describe('translate fills every instant parameter for the reader, the rest as given', () => {
  it.each([
    ['en', 'You are taking a break until 27 Nov 2026, 14:00'],
    ['vi', 'Bạn đang tạm nghỉ đến 14:00 27/11/2026'],
    ['zh', '您正在暂停游戏至 2026-11-27 14:00'],
    ['tw', '您正在暫停遊戲至 2026-11-27 14:00'],
    ['my', 'Anda sedang berehat sehingga 27 Nov 2026, 14:00'],
  ] as const)('limits.onBreak in %s', (lang, expected) => {
    expect(translate(lang, 'limits.onBreak', { until: '2026-11-27T14:00:00.000+07:00' }, saigon)).toBe(
      expected,
    );
  });

  it('the operator-reset newsletter: both instants readable, nothing else touched', () => {
    const body = translate(
      'en',
      'newsletter.loginPasswordReset.body',
      { time: '2026-11-25T14:00:00.000+07:00', holdUntil: '2026-11-27T14:00:00.000+07:00' },
      saigon,
    );
    expect(body).toContain('reset your login password at 25 Nov 2026, 14:00.');
    expect(body).toContain('withdrawals wait until 27 Nov 2026, 14:00.');
    expect(body).not.toMatch(/\d{4}-\d\d-\d\dT/);
  });
});
