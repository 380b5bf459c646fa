/**
 * The operator's calendar day (README "Time": record filters count days in config `TZ`), read from
 * the offset a server timestamp carries (`…+07:00`). The phone's own day differs for a phone in
 * another zone: a UTC phone after 17:00 would end "the last 7 days" the operator's yesterday.
 */
export function operatorDay(serverTime: string, instantMs: number): string | null {
  const offset = /(?:([+-])(\d{2}):?(\d{2})|Z)$/.exec(serverTime);
  if (!offset || !Number.isFinite(instantMs)) return null;
  const [, sign, hours, minutes] = offset;
  const offsetMinutes = sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) : 0;
  return new Date(instantMs + offsetMinutes * 60_000).toISOString().slice(0, 10);
}
