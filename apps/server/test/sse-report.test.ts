import { describe, expect, it } from 'vitest';

import { mergeSseReports, type SseReport } from '../load/sse-report';

const report = (delays: [number, number][], perResult: [string, number][]): SseReport => ({
  streams: 2,
  open: 2,
  failed: 0,
  reconnects: 1,
  delays,
  perResult,
  firstDelivery: perResult.map(([key]) => [key, delays[0]?.[0] ?? 0]),
  cpuMs: 10,
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
});
