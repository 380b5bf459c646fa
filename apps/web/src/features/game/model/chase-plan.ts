import { limits } from '@fairdraw/rules';

import type { ChaseRequest } from '../api/game-types';
import type { SlipLine } from './game-store';

/** A chase runs on 2-120 consecutive issues (the contract's `chaseIssuesMin`/`chaseIssuesMax`). */
export const chaseIssuesMin = 2;
export const chaseIssuesMax = 120;

/**
 * A chase as the player sets it: n issues, either each bet's own multiple on every issue or a
 * doubling plan ("×2 every k issues" from a start multiple), and whether to stop after a win.
 * ADR 050: the order's `multiples[i]` replaces each bet's own multiple on issue i.
 */
export interface ChasePlan {
  issues: number;
  stopOnWin: boolean;
  /** null: same multiple on every issue; k: the multiple doubles every k issues. */
  doubleEvery: number | null;
  startMultiple: number;
}

export const defaultChasePlan: ChasePlan = {
  issues: 5,
  stopOnWin: true,
  doubleEvery: null,
  startMultiple: 1,
};

/** The multiple of each issue of a doubling plan (capped at the largest multiple), or undefined. */
export function chaseMultiples(plan: ChasePlan): number[] | undefined {
  if (plan.doubleEvery === null) return undefined;
  const every = Math.max(1, plan.doubleEvery);
  return Array.from({ length: plan.issues }, (_, i) =>
    Math.min(limits.betMultipleMax, plan.startMultiple * 2 ** Math.floor(i / every)),
  );
}

export function chaseRequest(plan: ChasePlan): ChaseRequest {
  const multiples = chaseMultiples(plan);
  return multiples
    ? { issues: plan.issues, stopOnWin: plan.stopOnWin, multiples }
    : { issues: plan.issues, stopOnWin: plan.stopOnWin };
}

/** Fen debited at once for the whole chase: the whole chase is debited at once (ADR 013). */
export function chaseTotalFen(slip: readonly SlipLine[], plan: ChasePlan): number {
  const multiples = chaseMultiples(plan);
  if (!multiples) return plan.issues * slip.reduce((sum, line) => sum + line.amount, 0);
  const perUnitMultiple = slip.reduce((sum, line) => sum + line.betCount * line.unitPrice, 0);
  return multiples.reduce((sum, m) => sum + m * perUnitMultiple, 0);
}
