import { describe, expect, it } from 'vitest';

import { describeMisses, mergeSseReports, type SseReport } from '../load/sse-report';

const report = (delays: [number, number][], perResult: [string, number][]): SseReport => ({
  streams: 2,
  open: 2,
  failed: 0,
  reconnects: 1,
  delays,
  perResult,
  firstDelivery: perResult.map(([key]) => [key, delays[0]?.[0] ?? 0]),
  cpuMs: 10,
  misses: [],
});

describe('the SSE children of npm run load, merged', () => {
  it('takes percentiles over every delivery of every child, not a mean of theirs', () => {
    const merged = mergeSseReports([report([[10, 98]], [['k3:1', 98]]), report([[500, 2]], [['k3:1', 2]])]);
    expect(merged).toMatchObject({ streams: 4, open: 4, reconnects: 2, results: 1, deliveries: 100 });
    expect(merged.p50).toBe(10);
    expect(merged.p99).toBe(500);
    expect(merged.max).toBe(500);
    expect(merged.cpuMs).toBe(20);
    expect(merged.firstDeliveryP50).toBe(10);
  });

  it('counts the draws that reached every stream, and lists the others by deliveries', () => {
    const merged = mergeSseReports([
      report(
        [[10, 3]],
        [
          ['k3:1', 2],
          ['k3:2', 1],
        ],
      ),
      report(
        [[10, 2]],
        [
          ['k3:1', 2],
          ['k3:2', 0],
        ],
      ),
    ]);
    expect(merged.streams).toBe(4);
    expect(merged.complete).toBe(1);
    expect(merged.partial).toEqual([1]);
  });

  it('names the draws a stream missed with its opening and reopenings, merged over the children', () => {
    const at = (t: string) => Date.parse(`2026-11-29T${t}Z`);
    const miss = (
      streams: number,
      openedAfter: number,
      examples: SseReport['misses'][number]['examples'],
    ) => ({ draw: 'k3:7', eventId: 120, drawAt: at('15:01:29.500'), streams, openedAfter, examples });
    const merged = mergeSseReports([
      {
        ...report([], []),
        misses: [
          miss(2, 1, [
            {
              stream: 3,
              openedAt: at('15:00:01.000'),
              reopenings: [{ at: at('15:01:55.900'), lastId: 130 }],
            },
          ]),
        ],
      },
      { ...report([], []), misses: [miss(1, 1, [{ stream: 2503, openedAt: null, reopenings: [] }])] },
    ]);
    expect(describeMisses(merged.misses)).toEqual([
      '  k3:7 (event 120, drawn 15:01:29.500) missed by 3 stream(s), 1 of them open before it reached another stream (lost); e.g. #3 opened 15:00:01.000, reopened 15:01:55.900 after 130; #2503 opened never',
    ]);
  });

  it('tells a draw that only streams opened after it missed from a lost delivery', () => {
    const merged = mergeSseReports([
      {
        ...report([], []),
        misses: [
          {
            draw: 'ffc:9',
            eventId: 11,
            drawAt: Date.parse('2026-11-29T16:03:48.000Z'),
            streams: 100,
            openedAfter: 100,
            examples: [{ stream: 200, openedAt: Date.parse('2026-11-29T16:03:48.076Z'), reopenings: [] }],
          },
        ],
      },
    ]);
    expect(describeMisses(merged.misses)).toEqual([
      '  ffc:9 (event 11, drawn 16:03:48.000) missed by 100 stream(s), every one opened after it reached another stream; e.g. #200 opened 16:03:48.076',
    ]);
  });
});
