/**
 * RFC 4180 CSV. Text cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR) get a
 * leading apostrophe: account names and remarks come from users (CSV injection). Numbers stay as is.
 */
export function toCsv(columns: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const cell = (value: unknown): string => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    let text = typeof value === 'string' ? value : JSON.stringify(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [columns, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Collects every page of a paged list, up to `maxRows` (an export is bounded like every list). */
export async function allPages<T>(
  fetch: (page: number, pageSize: number) => Promise<{ list: T[]; total: number }>,
  maxRows = 20_000,
): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; out.length < maxRows; page += 1) {
    const { list, total } = await fetch(page, 100);
    out.push(...list);
    if (list.length < 100 || out.length >= total) break;
  }
  return out.slice(0, maxRows);
}
