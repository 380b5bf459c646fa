/** An ISO instant as a date and time in the app's language (`tw` → zh-TW, `my` → Malay); unparsable text as it is. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(language === 'tw' ? 'zh-TW' : language === 'my' ? 'ms' : language, {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(date);
}
