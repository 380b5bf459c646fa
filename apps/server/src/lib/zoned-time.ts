/**
 * Times in answers are ISO-8601 with offset (docs/api-conventions.md), in the operator's time zone, to the
 * millisecond: under FAIRDRAW_TIME_SCALE an issue closes off the whole second, and a `closeAt` cut to
 * seconds promised a close earlier than the real one (ADR 117).
 */
export function toZonedIso(date: Date, timeZone: string): string {
  const ms = date.getTime();
  const offsetMin = steadyOffsetMinutes(ms, timeZone);
  if (offsetMin === null) return toZonedIsoByIntl(date, timeZone);
  const wall = new Date(ms + offsetMin * 60_000);
  const year = wall.getUTCFullYear();
  if (year < 1000 || year > 9999) return toZonedIsoByIntl(date, timeZone);
  return `${year}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(
    wall.getUTCMinutes(),
  )}:${pad(wall.getUTCSeconds())}.${String(wall.getUTCMilliseconds()).padStart(3, '0')}${offsetText(offsetMin)}`;
}

/** `+08:00`, `-03:30`: minutes east of UTC as an ISO-8601 offset. */
function offsetText(offsetMin: number): string {
  const abs = Math.abs(offsetMin);
  return `${offsetMin < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

// Intl's formatToParts was 2 % of the shipped server's CPU at 800 orders/s (docs/performance.md):
// lists and issues format several instants per answer. A zone's offset is asked of Intl once per
// quarter hour of UTC (every transition since the 1970s falls on one) and kept; a quarter whose two
// ends disagree is never cached and goes to Intl instant by instant.
const quarterMs = 15 * 60_000;
const offsetsByQuarter = new Map<string, Map<number, number | null>>();
const maxQuartersPerZone = 20_000;

function steadyOffsetMinutes(ms: number, timeZone: string): number | null {
  let quarters = offsetsByQuarter.get(timeZone);
  if (!quarters) offsetsByQuarter.set(timeZone, (quarters = new Map<number, number | null>()));
  const quarter = Math.floor(ms / quarterMs);
  let offset = quarters.get(quarter);
  if (offset === undefined) {
    const start = quarter * quarterMs;
    const first = intlWallClock(start, timeZone).offsetMs;
    // Whole minutes only: a local mean time of the 1800s (+08:05:43) keeps to Intl instant by instant.
    offset =
      first === intlWallClock(start + quarterMs - 1, timeZone).offsetMs && first % 60_000 === 0
        ? first / 60_000
        : null;
    if (quarters.size >= maxQuartersPerZone) quarters.clear();
    quarters.set(quarter, offset);
  }
  return offset;
}

/** Intl's wall clock of an instant in a zone: its fields, and wall clock minus UTC in ms (to the second). */
function intlWallClock(ms: number, timeZone: string) {
  const parts = formatterOf(timeZone).formatToParts(new Date(ms));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  const wallClockMs = Date.UTC(
    Number(get('year')),
    Number(get('month')) - 1,
    Number(get('day')),
    Number(get('hour')),
    Number(get('minute')),
    Number(get('second')),
  );
  return { get, offsetMs: wallClockMs - Math.floor(ms / 1000) * 1000 };
}

/** toZonedIso through Intl alone (exported for the test that holds the fast path to it). */
export function toZonedIsoByIntl(date: Date, timeZone: string): string {
  const ms = date.getTime();
  const { get, offsetMs } = intlWallClock(ms, timeZone);
  const millis = String(((ms % 1000) + 1000) % 1000).padStart(3, '0');
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}.${millis}${offsetText(
    Math.round(offsetMs / 60_000),
  )}`;
}

// Building a formatter costs far more than using one; schedules format thousands of instants.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date of an instant in a time zone, as `YYYY-MM-DD`. */
export function zonedDate(date: Date, timeZone: string): string {
  return toZonedIso(date, timeZone).slice(0, 10);
}

/** Minutes east of UTC at an instant in a time zone (the offset toZonedIso writes). */
function offsetMinutes(at: number, timeZone: string): number {
  return steadyOffsetMinutes(at, timeZone) ?? Math.round(intlWallClock(at, timeZone).offsetMs / 60_000);
}

/**
 * The instant a calendar day (`YYYY-MM-DD`) starts in a time zone: local midnight at the offset in
 * force then. Two guesses, at the offset of each other's instant; where the clocks skip midnight (DST
 * starting at 00:00, as in Santiago) one of them is an hour early, on the day before, and the day
 * starts at the other (01:00 local, the moment of the change).
 */
export function zonedDayStartOf(day: string, timeZone: string): Date {
  const wall = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  const first = wall - offsetMinutes(wall, timeZone) * 60_000;
  const second = wall - offsetMinutes(first, timeZone) * 60_000;
  const onTheDay = [first, second].filter((t) => zonedDate(new Date(t), timeZone) === day);
  return new Date(onTheDay.length ? Math.min(...onTheDay) : second);
}

/** The next calendar day of `YYYY-MM-DD`. */
export function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
