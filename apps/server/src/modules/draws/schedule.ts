// Pure schedule arithmetic: which issue (期) a moment falls in. No I/O, no clock.
import { nextDay, zonedDate, zonedDayStartOf } from '../../lib/zoned-time';

export interface ScheduleSpec {
  intervalSec: number;
  closeSec: number;
}

export interface Slot {
  /** `YYYYMMDD` of the slot's start in the operator's time zone, then the daily sequence. */
  issue: string;
  startAt: Date;
  closeAt: Date;
  drawAt: Date;
}

/** Interval and close lead in milliseconds, `timeScale` times faster (FAIRDRAW_TIME_SCALE). */
export function scaledTimes(spec: ScheduleSpec, timeScale: number) {
  const intervalMs = Math.max(1, Math.round((spec.intervalSec * 1000) / timeScale));
  const closeMs = Math.min(intervalMs - 1, Math.round((spec.closeSec * 1000) / timeScale));
  return { intervalMs, closeMs: Math.max(0, closeMs) };
}

/**
 * Digits of the daily sequence: 4 (README) while a day holds at most 9,999 issues; under a time
 * scale where it holds more, as many as the day's count needs (ADR 010). A given configuration
 * always numbers the same way, so numbers stay unique and sort by time within a game.
 */
export function sequenceDigits(intervalMs: number): number {
  return Math.max(4, String(Math.ceil((25 * 3600 * 1000) / intervalMs)).length);
}

/**
 * The slot containing `at`. Each day's grid starts at local midnight: slot n (1-based) runs from
 * midnight + (n − 1) × interval; the last slot of a day ends at the next midnight at the latest.
 */
export function slotAt(at: Date, spec: ScheduleSpec, timeZone: string, timeScale: number): Slot {
  const { intervalMs, closeMs } = scaledTimes(spec, timeScale);
  const day = zonedDate(at, timeZone);
  const dayStart = zonedDayStartOf(day, timeZone).getTime();
  const dayEnd = zonedDayStartOf(nextDay(day), timeZone).getTime();
  const index = Math.floor((at.getTime() - dayStart) / intervalMs);
  const startAt = dayStart + index * intervalMs;
  const drawAt = Math.min(startAt + intervalMs, dayEnd);
  const seq = String(index + 1).padStart(sequenceDigits(intervalMs), '0');
  return {
    issue: `${day.replaceAll('-', '')}${seq}`,
    startAt: new Date(startAt),
    closeAt: new Date(Math.max(startAt, drawAt - closeMs)),
    drawAt: new Date(drawAt),
  };
}

/** `count` consecutive slots, the first one containing `from`. */
export function slotsFrom(
  from: Date,
  count: number,
  spec: ScheduleSpec,
  timeZone: string,
  timeScale: number,
): Slot[] {
  const slots: Slot[] = [];
  let cursor = from;
  for (let i = 0; i < count; i += 1) {
    const slot = slotAt(cursor, spec, timeZone, timeScale);
    slots.push(slot);
    cursor = slot.drawAt;
  }
  return slots;
}

/** Issues kept ahead: the README's next 24 hours (counted in issues under a time scale), ≥ 120. */
export function issuesAheadFor(spec: ScheduleSpec, configured: number): number {
  if (configured > 0) return configured;
  return Math.max(120, Math.ceil((24 * 3600) / spec.intervalSec));
}
