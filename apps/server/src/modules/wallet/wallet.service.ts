import type { FastifyBaseLogger } from 'fastify';

import { ResponseCode } from '@fairdraw/contract';

import type { Db, DbOrTx } from '../../db/client';
import type { LedgerEntryType } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newTransferId } from '../../lib/ids';
import { type LedgerReads, createLedgerReadsRepo, ledgerReadParts } from './ledger-reads.repo';
import {
  type LedgerAccountRow,
  type EntrySumQuery,
  type LedgerEntryRow,
  type WalletRepo,
  createWalletRepo,
  systemAccountCode,
  userAccountCode,
} from './wallet.repo';
import {
  type BatchResult,
  type BatchStatementParts,
  type BatchTransfer,
  postTransferBatch,
} from './wallet-batch';

/** System accounts: the other side of money entering or leaving users' hands. */
// 'withdrawals_pending' holds the amount of every Pending withdrawal until it is completed or refunded.
export const systemAccounts = ['house', 'demo', 'cash', 'withdrawals_pending'] as const;
export type SystemAccount = (typeof systemAccounts)[number];

/**
 * Stakes, payouts, refunds and rebates meet the house (or, for trial accounts, the demo pot) on one
 * of these shards, picked by the user's id: thousands of concurrent bets never queue on one row.
 * Each shard is an ordinary ledger account, so every invariant holds per shard and in total.
 */
export const houseShardCount = 16;
export type Pot = 'house' | 'demo';
export const shardCode = (pot: Pot, userId: number) => `${pot}:${userId % houseShardCount}`;

export type AccountRef = { userId: number } | { system: SystemAccount };

export interface TransferInput {
  from: AccountRef;
  to: AccountRef;
  amountFen: number;
  type: LedgerEntryType;
  /** Unique per business operation, e.g. `trial:<userId>` or `makeOrder:<userId>:<requestId>` (ADR 003). */
  idempotencyKey: string;
  remark?: string;
}

export interface TransferResult {
  transferId: string;
  /** True when the key had been used before: nothing moved this time. */
  replayed: boolean;
  entries: LedgerEntryRow[];
}

const codeOf = (ref: AccountRef) =>
  'userId' in ref ? userAccountCode(ref.userId) : systemAccountCode(ref.system);

/** Money moves only through here (docs/STYLE.md 6, ADR 003). */
export function createWalletService(deps: { db: Db; logger: FastifyBaseLogger; clock: Clock }) {
  const repo: WalletRepo = createWalletRepo(deps.db);
  const ledgerReads = createLedgerReadsRepo(deps.db);
  const potIds = new Map<string, number>();

  async function resolve(ref: AccountRef, tx: DbOrTx): Promise<LedgerAccountRow> {
    const account = await repo.findByCode(codeOf(ref), tx);
    if (!account) throw new Error(`no ledger account ${codeOf(ref)}`);
    return account;
  }

  /** A pot shard's account id; the first call reads every shard of both pots at once (ids never change). */
  async function potShardAccountId(pot: Pot, shard: number, tx?: DbOrTx): Promise<number> {
    const code = systemAccountCode(`${pot}:${shard}`);
    if (!potIds.has(code)) {
      const codes = (['house', 'demo'] as const).flatMap((p) =>
        Array.from({ length: houseShardCount }, (_, s) => systemAccountCode(`${p}:${s}`)),
      );
      for (const [c, id] of await repo.idsByCodes(codes, tx)) potIds.set(c, id);
    }
    const id = potIds.get(code);
    if (id === undefined) throw new Error(`no ledger account ${code}`);
    return id;
  }

  async function transferIn(input: TransferInput, tx: DbOrTx): Promise<TransferResult> {
    if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0) {
      throw new RangeError(`transfer amount must be a positive integer of fen, got ${input.amountFen}`);
    }
    const [from, to] = [await resolve(input.from, tx), await resolve(input.to, tx)];
    if (from.id === to.id) throw new RangeError('transfer to the same account');
    // Lock first, then look for the key: a concurrent twin waits here and then sees the first one.
    const locked = await repo.lockAccounts([from.id, to.id], tx);
    const existing = await repo.findTransferByKey(input.idempotencyKey, tx);
    if (existing) {
      const same =
        existing.fromAccountId === from.id &&
        existing.toAccountId === to.id &&
        existing.amountFen === input.amountFen &&
        existing.type === input.type;
      if (!same) throw new AppError('common.conflict', ResponseCode.conflict);
      return {
        transferId: existing.id,
        replayed: true,
        entries: await repo.entriesOfTransfer(existing.id, tx),
      };
    }
    const source = locked.find((a) => a.id === from.id);
    if (source?.kind === 'user' && source.balanceFen < input.amountFen) {
      throw new AppError('wallet.insufficientBalance', ResponseCode.insufficientBalance);
    }
    const transferId = newTransferId();
    const now = deps.clock.now();
    await repo.insertTransfer(
      {
        id: transferId,
        idempotencyKey: input.idempotencyKey,
        type: input.type,
        fromAccountId: from.id,
        toAccountId: to.id,
        amountFen: input.amountFen,
        remark: input.remark ?? null,
        createdAt: now,
      },
      tx,
    );
    const debit = await repo.post(from.id, transferId, input.type, -input.amountFen, now, tx);
    const credit = await repo.post(to.id, transferId, input.type, input.amountFen, now, tx);
    for (const [entry, account] of [
      [debit, from],
      [credit, to],
    ] as const) {
      deps.logger.info(
        {
          userId: account.userId,
          account: account.code,
          ledgerEntryId: entry.id,
          transferId,
          amountFen: entry.amountFen,
          balanceAfterFen: entry.balanceAfterFen,
          reason: input.type,
        },
        'balance changed',
      );
    }
    return { transferId, replayed: false, entries: [debit, credit] };
  }

  return {
    /** One DB transaction: the caller's `tx` when given (so a bet and its debit commit together). */
    transfer(input: TransferInput, tx?: DbOrTx): Promise<TransferResult> {
      return tx ? transferIn(input, tx) : deps.db.transaction((t) => transferIn(input, t));
    },
    openUserAccount: (userId: number, tx?: DbOrTx) => repo.createUserAccount(userId, tx),
    ensureSystemAccounts: async (tx?: DbOrTx) => {
      for (const name of systemAccounts) await repo.ensureSystemAccount(name, tx);
      for (const pot of ['house', 'demo'] as const) {
        for (let shard = 0; shard < houseShardCount; shard += 1) {
          await repo.ensureSystemAccount(`${pot}:${shard}`, tx);
        }
      }
    },

    /** The ledger account id of the user's shard of a pot. */
    potAccountId(pot: Pot, userId: number, tx?: DbOrTx): Promise<number> {
      return potShardAccountId(pot, userId % houseShardCount, tx);
    },
    /** The ledger account id of a pot's shard (0 … houseShardCount − 1); ids never change: cached. */
    potShardAccountId: (pot: Pot, shard: number, tx?: DbOrTx) => potShardAccountId(pot, shard, tx),

    /** Many transfers in one statement (see wallet-batch.ts); money still moves only here. */
    postBatch: (transfers: readonly BatchTransfer[], tx: DbOrTx): Promise<BatchResult> =>
      postTransferBatch(transfers, tx),
    /**
     * A batch in one statement with the caller's own writes before it (see BatchStatementParts):
     * makeOrder inserts its order and bets and debits the stake atomically in one round trip.
     */
    postBatchWith: (transfers: readonly BatchTransfer[], tx: DbOrTx, parts: BatchStatementParts) =>
      postTransferBatch(transfers, tx, parts),
    balanceOf: (userId: number, tx?: DbOrTx) => repo.balanceOfUser(userId, tx),
    /** The balance, its account locked until `tx` ends: a credit racing the caller waits. */
    lockedBalanceOf: (userId: number, tx: DbOrTx) => repo.lockedBalanceOfUser(userId, tx),
    /** Whether a transfer with this key was posted (the key names the operation it pays). */
    transferExists: (idempotencyKey: string, tx?: DbOrTx) => repo.transferExists(idempotencyKey, tx),
    balancesOf: (userIds: readonly number[], tx?: DbOrTx) => repo.balancesOfUsers(userIds, tx),
    /** Σ of a user's ledger entries by type and time (the turnover rule reads it). */
    entrySum: (userId: number, q: EntrySumQuery, tx?: DbOrTx) => repo.entrySum(userId, q, tx),
    /** One user's entries for lists and reports of other modules (records, the back office). */
    entriesPage: (...args: Parameters<LedgerReads['entriesPage']>) => ledgerReads.entriesPage(...args),
    entrySumsByType: (...args: Parameters<LedgerReads['entrySumsByType']>) =>
      ledgerReads.entrySumsByType(...args),
    latestEntries: (...args: Parameters<LedgerReads['latestEntries']>) => ledgerReads.latestEntries(...args),
    allEntries: (...args: Parameters<LedgerReads['allEntries']>) => ledgerReads.allEntries(...args),
    /** Balances as parts of a caller's own statement (makeOrder's context: no round trip of its own). */
    readParts: ledgerReadParts,
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
