import type { MessageLanguage } from '@fairdraw/rules';

/** An ISO-8601 instant with a time and an offset (or Z), the shape answers carry (docs/api-conventions.md). */
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

export const isIsoInstant = (value: unknown): value is string =>
  typeof value === 'string' && isoInstant.test(value) && !Number.isNaN(Date.parse(value));

const minutes = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const shortMonth = { day: 'numeric', month: 'short', year: 'numeric', ...minutes } as const;
const numeric = { day: '2-digit', month: '2-digit', year: 'numeric', ...minutes } as const;

/**
 * Each language's locale and form: en "27 Nov 2026, 14:00", my "27 Ogo 2026, 14:00", vi
 * "14:00 27/11/2026", zh and tw "2026-11-27 14:00" (ICU writes 2026/11/27; Chinese screens date with
 * hyphens). 24-hour clock everywhere, as the draw schedules show it.
 */
const forms: Record<
  MessageLanguage,
  { locale: string; options: Intl.DateTimeFormatOptions; hyphens?: true }
> = {
  en: { locale: 'en-GB', options: shortMonth },
  my: { locale: 'ms-MY', options: shortMonth },
  vi: { locale: 'vi-VN', options: numeric },
  zh: { locale: 'zh-CN', options: numeric, hyphens: true },
  tw: { locale: 'zh-TW', options: numeric, hyphens: true },
};

// Building a formatter costs far more than using one.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** An instant as a player of `lang` reads it, on the operator's clock (`timeZone`, env TZ). */
export function readableInstant(iso: string, lang: MessageLanguage, timeZone: string): string {
  const form = forms[lang];
  const cacheKey = `${lang} ${timeZone}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(form.locale, { ...form.options, timeZone });
    formatters.set(cacheKey, formatter);
  }
  // ICU puts thin or no-break spaces in some locales (zh-TW) and changes them between versions.
  const text = formatter.format(new Date(iso)).replace(/\s/g, ' ');
  return form.hyphens ? text.replaceAll('/', '-') : text;
}
