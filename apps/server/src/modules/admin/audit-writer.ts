import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { insertAuditRow } from './admin-audit.repo';
import type { OperatorContext } from './operator-context';

export interface AuditedResult {
  changed: boolean;
  /** Audit under this action instead (an action that turned into an approval request). */
  action?: string;
  before: unknown;
  after: unknown;
}

/**
 * Runs a back-office action and writes its audit row in the same transaction, only when something
 * changed (ADR 034): a repeated action that changes nothing logs nothing, and a failed one rolls back
 * with its row. The audit table is append-only (a trigger refuses UPDATE and DELETE).
 */
export function createAuditWriter(db: Db, clock: Clock) {
  return async function audited<T extends AuditedResult>(
    ctx: OperatorContext,
    action: string,
    target: string,
    run: (tx: DbOrTx) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const result = await run(tx);
      if (result.changed) {
        await insertAuditRow(
          {
            operatorId: ctx.operator.id,
            action: result.action ?? action,
            target,
            ip: ctx.ip,
            before: result.before,
            after: result.after,
            createdAt: clock.now(),
          },
          tx,
        );
      }
      return result;
    });
  };
}
export type Audited = ReturnType<typeof createAuditWriter>;

/** One operator action for the audit log, written in the transaction of the action itself. */
export interface AuditEntry {
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}
export type RecordAudit = (ctx: OperatorContext, entry: AuditEntry, tx: DbOrTx) => Promise<void>;

/** For services that run their own transaction (messages, support) and add the audit row to it. */
export function createAuditRecorder(clock: Clock): RecordAudit {
  return async (ctx, entry, tx) => {
    await insertAuditRow({ operatorId: ctx.operator.id, ip: ctx.ip, createdAt: clock.now(), ...entry }, tx);
  };
}
