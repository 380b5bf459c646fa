import { choose } from '../combinatorics';
import type { TypedEntry } from '../games/types';

/*
 * Typed entry (单式): the player types numbers into a text box instead of ticking items. Shared by
 * the web (live count and the list of rejected entries) and the server (the picks of a typed row
 * must be canonical entries, see isTypedEntry).
 */

/** Spaces (any white space, so new lines too), commas and semicolons, ASCII or full-width. */
const separators = /[\s,;，；、]+/u;

export interface RejectedEntry {
  /** 1-based position of the entry in the typed text (separators do not count). */
  readonly position: number;
  readonly text: string;
}

export interface TypedEntryParse {
  /** Valid entries in canonical form, first occurrence first, each once. */
  readonly entries: readonly string[];
  /** Entries that are not numbers of the row's shape. */
  readonly invalid: readonly RejectedEntry[];
  /** Valid entries that repeat an earlier one (after canonical ordering for group forms). */
  readonly duplicates: readonly RejectedEntry[];
}

/** Digits seen in a digit string, as a bit mask (bit d = digit d); -1 when a character is not a digit. */
function digitMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    mask |= 1 << d;
  }
  return mask;
}

function distinctOf(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/** Whether `distinct` different digits fit the form of an entry of `digits` digits. */
function fitsForm(distinct: number, entry: TypedEntry): boolean {
  switch (entry.form) {
    case 'ordered':
      return true;
    case 'group3':
      return entry.digits === 3 && distinct === 2;
    case 'group6':
      return distinct === entry.digits;
    case 'mixed':
      return distinct > 1;
  }
}

const sortDigits = (text: string): string => [...text].sort().join('');

/** The canonical form of one typed entry, or null when it is not a number of the row's shape. */
export function canonicalEntry(text: string, entry: TypedEntry): string | null {
  if (text.length !== entry.digits) return null;
  const mask = digitMask(text);
  if (mask < 0 || !fitsForm(distinctOf(mask), entry)) return null;
  return entry.form === 'ordered' ? text : sortDigits(text);
}

/** Digits of `text` never decrease (the canonical order of group forms). */
function ascending(text: string): boolean {
  for (let i = 1; i < text.length; i++) if (text.charCodeAt(i) < text.charCodeAt(i - 1)) return false;
  return true;
}

/** A pick of a typed row on the wire: a valid entry already in canonical form (validation hot path). */
export function isTypedEntry(code: string, entry: TypedEntry): boolean {
  if (code.length !== entry.digits) return false;
  if (entry.form === 'ordered') {
    for (let i = 0; i < code.length; i++) {
      const c = code.charCodeAt(i);
      if (c < 48 || c > 57) return false;
    }
    return true;
  }
  const mask = digitMask(code);
  if (mask < 0 || !fitsForm(distinctOf(mask), entry)) return false;
  return ascending(code);
}

/** Every pick is a canonical entry (validation hot path: up to typedEntriesMax picks, plain loop). */
export function allTypedEntries(picks: readonly unknown[], entry: TypedEntry): boolean {
  for (const code of picks) if (typeof code !== 'string' || !isTypedEntry(code, entry)) return false;
  return true;
}

/** Splits typed text into entries, de-duplicates them and reports the rejected ones by position. */
export function parseTypedEntries(text: string, entry: TypedEntry): TypedEntryParse {
  const entries: string[] = [];
  const seen = new Set<string>();
  const invalid: RejectedEntry[] = [];
  const duplicates: RejectedEntry[] = [];
  const tokens = text.split(separators).filter((t) => t !== '');
  tokens.forEach((token, index) => {
    const canonical = canonicalEntry(token, entry);
    const position = index + 1;
    if (canonical === null) invalid.push({ position, text: token });
    else if (seen.has(canonical)) duplicates.push({ position, text: token });
    else {
      seen.add(canonical);
      entries.push(canonical);
    }
  });
  return { entries, invalid, duplicates };
}

/** How many different valid entries the text holds (the typed row's pick count). */
export function countTypedEntries(text: string, entry: TypedEntry): number {
  return parseTypedEntries(text, entry).entries.length;
}

/** Every canonical entry of the shape, ascending, at most `limit` of them (largest selections, tests). */
export function typedEntryCodes(entry: TypedEntry, limit = Number.MAX_SAFE_INTEGER): string[] {
  const out: string[] = [];
  const total = 10 ** entry.digits;
  for (let i = 0; i < total && out.length < limit; i++) {
    const text = String(i).padStart(entry.digits, '0');
    if (isTypedEntry(text, entry)) out.push(text);
  }
  return out;
}

/** How many canonical entries the shape has (by formula; a test checks it against typedEntryCodes). */
export function typedEntryTotal(entry: TypedEntry): number {
  const d = entry.digits;
  switch (entry.form) {
    case 'ordered':
      return 10 ** d;
    case 'group3':
      return d === 3 ? 90 : 0;
    case 'group6':
      return choose(10, d);
    case 'mixed':
      // Multisets of d digits, less the 10 with one digit repeated d times.
      return choose(9 + d, d) - 10;
  }
}
