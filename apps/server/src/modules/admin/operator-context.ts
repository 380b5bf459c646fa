import type { operators } from '../../db/schema';

export type OperatorRow = typeof operators.$inferSelect;

/** Who acts in a back-office call, and from where (both go into the audit log). */
export interface OperatorContext {
  operator: OperatorRow;
  ip: string;
  /** The caller's operator session (ADR 102): kept when the caller changes its own security. */
  sessionId?: string;
}
