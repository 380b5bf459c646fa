/** What each SSE child of `npm run load` reports (load/sse-watch.ts), and the run's figures from all of them. */
export interface SseReport {
  streams: number;
  open: number;
  failed: number;
  reconnects: number;
  /** [delay from drawAt in whole ms, deliveries]. */
  delays: [number, number][];
  /** [game:issue, deliveries]. */
  perResult: [string, number][];
  /** [game:issue, the child's earliest delay of that draw in ms]. */
  firstDelivery: [string, number][];
  /** The child's own CPU time. */
  cpuMs: number;
  /**
   * Draws some of the child's streams did not receive: how many, and a few of them with each
   * reopening's time (ms since the epoch) and Last-Event-ID, to tell a stream still opening from a lost delivery.
   */
  misses: {
    draw: string;
    eventId: number;
    /** The draw's drawAt (ms since the epoch). */
    drawAt: number;
    streams: number;
    /** Of `streams`, those that first opened (or never did) after the draw reached another stream. */
    openedAfter: number;
    /** `openedAt`: the stream's first open (null: it never opened). */
    examples: { stream: number; openedAt: number | null; reopenings: { at: number; lastId: number }[] }[];
  }[];
}

/** Streams per SSE child: one process parsing 10,000 streams' frames was itself the slowest part. */
export const streamsPerProcess = 2500;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** The children's reports as one: counts summed, delay percentiles over every delivery. */
export function mergeSseReports(reports: readonly SseReport[]) {
  const histogram = new Map<number, number>();
  const perResult = new Map<string, number>();
  const first = new Map<string, number>();
  for (const r of reports) {
    for (const [ms, n] of r.delays) histogram.set(ms, (histogram.get(ms) ?? 0) + n);
    for (const [key, n] of r.perResult) perResult.set(key, (perResult.get(key) ?? 0) + n);
    for (const [key, ms] of r.firstDelivery) first.set(key, Math.min(first.get(key) ?? Infinity, ms));
  }
  const sorted = [...histogram].sort((a, b) => a[0] - b[0]);
  const deliveries = sorted.reduce((sum, [, n]) => sum + n, 0);
  const at = (q: number) => {
    const rank = Math.min(deliveries - 1, Math.floor(q * deliveries));
    let seen = 0;
    for (const [ms, n] of sorted) {
      seen += n;
      if (seen > rank) return ms;
    }
    return NaN;
  };
  const sum = (pick: (r: SseReport) => number) => reports.reduce((s, r) => s + pick(r), 0);
  const streams = sum((r) => r.streams);
  return {
    streams,
    open: sum((r) => r.open),
    failed: sum((r) => r.failed),
    reconnects: sum((r) => r.reconnects),
    results: perResult.size,
    /** Draws that reached every stream; the others (streams still opening, the run's end) by count. */
    complete: [...perResult.values()].filter((n) => n === streams).length,
    partial: [...perResult.values()].filter((n) => n !== streams).sort((a, b) => a - b),
    deliveries,
    p50: at(0.5),
    p99: at(0.99),
    max: sorted.at(-1)?.[0] ?? NaN,
    /** The median over draws of each draw's first delivery: the part before the fan-out. */
    firstDeliveryP50: median([...first.values()]),
    processes: reports.length,
    cpuMs: sum((r) => r.cpuMs),
    misses: reports.flatMap((r) => r.misses),
  };
}

/**
 * Lines naming the draws some streams missed, with a few of those streams' opening and reopenings:
 * a stream that first opened after the draw (the run's start) did not lose it; one open before it,
 * whose every Last-Event-ID lies below the draw's event id, and that still never got it, did.
 */
export function describeMisses(misses: SseReport['misses']): string[] {
  type Miss = SseReport['misses'][number];
  const byDraw = new Map<string, Miss>();
  for (const m of misses) {
    const entry = byDraw.get(m.draw) ?? { ...m, streams: 0, openedAfter: 0, examples: [] };
    entry.streams += m.streams;
    entry.openedAfter += m.openedAfter;
    entry.examples.push(...m.examples);
    byDraw.set(m.draw, entry);
  }
  const time = (ms: number) => new Date(ms).toISOString().slice(11, 23);
  const stream = (e: Miss['examples'][number]) =>
    [
      `#${e.stream} opened ${e.openedAt === null ? 'never' : time(e.openedAt)}`,
      ...e.reopenings.map((r) => `reopened ${time(r.at)} after ${r.lastId}`),
    ].join(', ');
  return [...byDraw.values()].map(
    (m) =>
      `  ${m.draw} (event ${m.eventId}, drawn ${time(m.drawAt)}) missed by ${m.streams} stream(s), ${
        m.openedAfter === m.streams
          ? 'every one opened after it reached another stream'
          : `${m.streams - m.openedAfter} of them open before it reached another stream (lost)`
      }; e.g. ${m.examples.slice(0, 3).map(stream).join('; ')}`,
  );
}
