import { commitmentOf, deriveResult, findGame, games, isValidSeedHex } from '@fairdraw/rules';
import type { FamilyCode } from '@fairdraw/rules';

/** What the verifier form holds; the query string `?game=&issue=&seed=&commitment=` uses the same names. */
export interface VerifyInput {
  game: string;
  issue: string;
  seed: string;
  commitment: string;
}

export type VerifyField = keyof VerifyInput;

/** Field -> i18n message key of its error. */
export type VerifyErrors = Partial<Record<VerifyField, string>>;

export interface VerifyOutcome {
  game: string;
  family: FamilyCode;
  issue: string;
  seed: string;
  /** SHA-256 of the seed bytes, 64 lowercase hex. */
  commitment: string;
  /** The commitment the user gave (normalized), or null when none was given. */
  given: string | null;
  /** null when no commitment was given. */
  matches: boolean | null;
  /** In draw order, as the rules derive it. */
  result: number[];
}

export type VerifyCheck = { ok: true; outcome: VerifyOutcome } | { ok: false; errors: VerifyErrors };

export const verifyFields: readonly VerifyField[] = ['game', 'issue', 'seed', 'commitment'];

export const emptyInput: VerifyInput = { game: games[0]?.code ?? 'k3', issue: '', seed: '', commitment: '' };

const hex64 = /^[0-9a-f]{64}$/;

/** Pasted hex may carry spaces, line breaks or capitals: the published form is 64 lowercase hex. */
export function normalizeHex(value: string): string {
  return value.replace(/\s+/g, '').toLowerCase();
}

/** An issue is YYYYMMDD (a real calendar date) followed by a 4-digit sequence starting at 0001. */
export function isValidIssue(issue: string): boolean {
  if (!/^\d{12}$/.test(issue)) return false;
  const year = Number(issue.slice(0, 4));
  const month = Number(issue.slice(4, 6));
  const day = Number(issue.slice(6, 8));
  const sequence = Number(issue.slice(8));
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    sequence >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** Validates the form and, when it is valid, recomputes the commitment and the result with @fairdraw/rules. */
export function checkDraw(input: VerifyInput): VerifyCheck {
  const game = findGame(input.game.trim());
  const issue = input.issue.trim();
  const seed = normalizeHex(input.seed);
  const given = normalizeHex(input.commitment);
  const errors: VerifyErrors = {};
  if (!game) errors.game = 'verify.gameInvalid';
  if (!isValidIssue(issue)) errors.issue = 'verify.issueInvalid';
  if (!isValidSeedHex(seed)) errors.seed = 'verify.seedInvalid';
  if (given !== '' && !hex64.test(given)) errors.commitment = 'verify.commitmentInvalid';
  if (!game || Object.keys(errors).length > 0) return { ok: false, errors };
  const commitment = commitmentOf(seed);
  return {
    ok: true,
    outcome: {
      game: game.code,
      family: game.family,
      issue,
      seed,
      commitment,
      given: given || null,
      matches: given ? given === commitment : null,
      result: deriveResult(game.code, issue, seed),
    },
  };
}

/** The form values a link such as `?game=k3&issue=…&seed=…&commitment=…` fills in. */
export function inputFromSearch(search: URLSearchParams): { input: VerifyInput; prefilled: boolean } {
  const input: VerifyInput = {
    game: search.get('game') ?? emptyInput.game,
    issue: search.get('issue') ?? '',
    seed: search.get('seed') ?? '',
    commitment: search.get('commitment') ?? '',
  };
  return { input, prefilled: search.has('issue') && search.has('seed') };
}
