/**
 * Countdowns use the server's clock, never the phone's (README "Time"): the offset between the
 * two is measured from `serverTime` of /game/current and applied to the phone's monotonic ticks.
 */
export function clockOffsetMs(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAt : 0;
}

export type IssuePhase = 'upcoming' | 'open' | 'closed' | 'drawing';

export interface IssueTiming {
  phase: IssuePhase;
  /** Milliseconds until betting opens (0 once open). */
  openInMs: number;
  /** Milliseconds until betting closes (0 once closed). */
  closeInMs: number;
  /** Milliseconds until the draw (0 once due). */
  drawInMs: number;
}

/** Where an issue stands at server time `serverNow`. */
export function issueTiming(
  issue: { status: 'upcoming' | 'open' | 'closed'; openAt: string; closeAt: string; drawAt: string },
  serverNow: number,
): IssueTiming {
  const openInMs = Math.max(0, Date.parse(issue.openAt) - serverNow);
  const closeInMs = Math.max(0, Date.parse(issue.closeAt) - serverNow);
  const drawInMs = Math.max(0, Date.parse(issue.drawAt) - serverNow);
  const phase: IssuePhase =
    issue.status !== 'closed' && openInMs > 0
      ? 'upcoming'
      : issue.status !== 'closed' && closeInMs > 0
        ? 'open'
        : drawInMs > 0
          ? 'closed'
          : 'drawing';
  return { phase, openInMs, closeInMs, drawInMs };
}

/** mm:ss (or h:mm:ss), rounded up so that 0:00 shows only when the moment has come. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}
