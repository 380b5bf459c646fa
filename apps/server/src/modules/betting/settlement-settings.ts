/**
 * How settlement pages and paces itself (config; env SETTLEMENT_*). Defaults depend on the database:
 * PGlite runs in the server's own thread, so its pages stay short and wait for requests in flight
 * (ADR 093, ADR 094, docs/performance.md); PostgreSQL takes large pages on two connections, and
 * while serving HTTP requests, small pages one at a time, each after a pause (ADR 145).
 */
export interface SettlementSettings {
  /** Bets per page (one transaction); on PGlite the largest a page may grow to. */
  pageSize: number;
  /** Page loops of one issue running at once (SKIP LOCKED gives each its own bets). */
  workers: number;
  /** PGlite: pages grow or shrink toward this many ms; null sizes nothing (fixed `pageSize`). */
  targetPageMs: number | null;
  /**
   * PostgreSQL: bets per page while the server is serving requests, one page at a time; null: no
   * pacing (PGlite paces by `targetPageMs`).
   */
  busyPageSize: number | null;
  /** The longest a page waits for the HTTP requests in flight to be answered. */
  requestYieldMaxMs: number;
  /** How often every process looks for issues left unsettled (a crash, another process). */
  sweepMs: number;
}

export type DatabaseKind = 'pglite' | 'postgres';

export function defaultSettlementSettings(kind: DatabaseKind): SettlementSettings {
  return kind === 'postgres'
    ? {
        pageSize: 20_000,
        workers: 2,
        targetPageMs: null,
        busyPageSize: 1000,
        requestYieldMaxMs: 100,
        sweepMs: 5000,
      }
    : {
        pageSize: 400,
        workers: 1,
        targetPageMs: 40,
        busyPageSize: null,
        requestYieldMaxMs: 100,
        sweepMs: 5000,
      };
}

/** The database's defaults with what the configuration sets (0 or absent keeps a default). */
export function settlementSettings(
  kind: DatabaseKind,
  configured: Partial<SettlementSettings> = {},
): SettlementSettings {
  const defaults = defaultSettlementSettings(kind);
  const pick = (key: 'pageSize' | 'workers' | 'requestYieldMaxMs' | 'sweepMs') => {
    const value = configured[key];
    return value !== undefined && value > 0 ? value : defaults[key];
  };
  return {
    pageSize: pick('pageSize'),
    workers: pick('workers'),
    // A target only paces PGlite; on PostgreSQL pages are large and fixed whatever is configured.
    targetPageMs: defaults.targetPageMs === null ? null : configured.targetPageMs || defaults.targetPageMs,
    // Busy pages only pace PostgreSQL; on PGlite the target does.
    busyPageSize: defaults.busyPageSize === null ? null : configured.busyPageSize || defaults.busyPageSize,
    requestYieldMaxMs: pick('requestYieldMaxMs'),
    sweepMs: pick('sweepMs'),
  };
}
