import { describe, expect, it } from 'vitest';

import { operatorDay } from './operator-day';

describe('operatorDay', () => {
  const utc = (iso: string) => Date.parse(iso);

  it('is the next day in Ho Chi Minh City after 17:00 UTC, the same day before', () => {
    expect(operatorDay('2026-11-26T00:30:00+07:00', utc('2026-11-25T17:30:00Z'))).toBe('2026-11-26');
    expect(operatorDay('2026-11-25T23:30:00+07:00', utc('2026-11-25T16:30:00Z'))).toBe('2026-11-25');
  });

  it('reads negative offsets, offsets without a colon and Z', () => {
    expect(operatorDay('2026-11-25T20:00:00-05:00', utc('2026-11-26T01:00:00Z'))).toBe('2026-11-25');
    expect(operatorDay('2026-11-26T05:30:00+0530', utc('2026-11-26T00:00:00Z'))).toBe('2026-11-26');
    expect(operatorDay('2026-11-25T23:59:00Z', utc('2026-11-25T23:59:00Z'))).toBe('2026-11-25');
  });

  it('is null without an offset or a time', () => {
    expect(operatorDay('2026-11-25T23:59:00', utc('2026-11-25T23:59:00Z'))).toBeNull();
    expect(operatorDay('2026-11-25T23:59:00Z', Number.NaN)).toBeNull();
  });
});
