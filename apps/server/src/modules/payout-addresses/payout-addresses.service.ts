import {
  type MaskedBankCard,
  type MaskedWallet,
  ResponseCode,
  type WithDrawAddrList,
} from '@fairdraw/contract';
import {
  type BindBankCardInput,
  type BindDigitalWalletInput,
  maskCardNumber,
  maskWalletAddress,
} from '@fairdraw/rules';

import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { FieldCipher } from '../../lib/field-cipher';
import { isUniqueViolation } from '../../lib/db-errors';
import type { SessionUser } from '../account/account.service';
import type { SecretHold } from '../password-reset/secret-hold';
import type { FundPasswordGuard } from './fund-password-guard';
import { type PayoutAddressRow, type PayoutKind, createPayoutAddressRepo } from './payout-addresses.repo';

export type { PayoutAddressRow } from './payout-addresses.repo';

/** At most this many live cards, and as many wallets, per user. */
export const payoutAddressesPerKindMax = 5;

export function maskAddress(row: PayoutAddressRow): MaskedBankCard | MaskedWallet {
  if (row.kind === 'bank') {
    return {
      id: row.id,
      kind: 'bank',
      realName: row.holderName,
      bankName: row.provider,
      cardNumber: maskCardNumber(row.number),
      locked: row.locked,
    };
  }
  return {
    id: row.id,
    kind: 'wallet',
    walletName: row.holderName,
    network: row.provider === 'ERC20' ? 'ERC20' : 'TRC20',
    address: maskWalletAddress(row.number),
    locked: row.locked,
  };
}

/** A one-line masked label for lists: "Vietcombank **** **** 1234" or "TRC20 TXyzAb****9xYz". */
export const addressLabel = (row: PayoutAddressRow): string =>
  row.kind === 'bank'
    ? `${row.provider} ${maskCardNumber(row.number)}`
    : `${row.provider} ${maskWalletAddress(row.number)}`;

const refuseTrial = (user: SessionUser) => {
  if (user.type === 'trial') throw new AppError('auth.trialNotAllowed', ResponseCode.notAllowed);
};

/** Bank cards and digital wallets (/user/bindBankCard, bindDigitWall, getWithDrawAddrList, deleteWithDrawAddr). */
export function createPayoutAddressService(deps: {
  db: Db;
  clock: Clock;
  guard: FundPasswordGuard;
  /** New addresses wait after a password reset or change (ADR 104). */
  hold: Pick<SecretHold, 'assertNotHeld'>;
  /** Seals `number` at rest (ADR 113); rows leave this service opened. */
  cipher: FieldCipher;
}) {
  const repo = createPayoutAddressRepo(deps.db);
  const { cipher } = deps;
  // The row's owner and kind are the associated data: a sealed number copied to another row fails.
  const contextOf = (row: { userId: number; kind: PayoutKind }) => `payout:${row.userId}:${row.kind}`;
  const opened = <R extends { userId: number; kind: PayoutKind; number: string }>(row: R): R =>
    cipher.isSealed(row.number) ? { ...row, number: cipher.open(row.number, contextOf(row)) } : row;
  const openedOrNone = <R extends PayoutAddressRow>(row: R | undefined) => (row ? opened(row) : undefined);

  async function bind(
    user: SessionUser,
    kind: PayoutKind,
    values: { holderName: string; provider: string; number: string },
    fundPassword: string,
    ip: string,
  ) {
    refuseTrial(user);
    deps.hold.assertNotHeld(user);
    await deps.guard.verify(user, fundPassword, ip);
    if ((await repo.countLive(user.id, kind)) >= payoutAddressesPerKindMax) {
      throw new AppError('money.addressLimit', ResponseCode.limitReached);
    }
    try {
      const row = await repo.insert({
        userId: user.id,
        kind,
        ...values,
        number: cipher.seal(values.number, contextOf({ userId: user.id, kind })),
        numberHash: cipher.lookupHash(values.number),
        createdAt: deps.clock.now(),
      });
      return maskAddress({ ...row, number: values.number });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('money.addressDuplicate', ResponseCode.conflict);
      throw error;
    }
  }

  return {
    async list(userId: number): Promise<WithDrawAddrList> {
      const rows = await repo.listLive(userId);
      const masked = rows.map((row) => maskAddress(opened(row)));
      return {
        bankCards: masked.filter((a): a is MaskedBankCard => a.kind === 'bank'),
        wallets: masked.filter((a): a is MaskedWallet => a.kind === 'wallet'),
      };
    },

    bindBankCard: (user: SessionUser, input: BindBankCardInput, ip: string) =>
      bind(
        user,
        'bank',
        { holderName: input.realName, provider: input.bankName, number: input.cardNumber },
        input.fundPassword,
        ip,
      ) as Promise<MaskedBankCard>,

    bindWallet: (user: SessionUser, input: BindDigitalWalletInput, ip: string) =>
      bind(
        user,
        'wallet',
        { holderName: input.walletName, provider: input.network, number: input.address },
        input.fundPassword,
        ip,
      ) as Promise<MaskedWallet>,

    /** Locked addresses stay: changing them is customer service's job (docs/glossary.md). */
    async remove(
      user: SessionUser,
      input: { id: number; kind: PayoutKind; fundPassword: string },
      ip: string,
    ) {
      refuseTrial(user);
      const row = await repo.findById(input.id);
      if (!row || row.deletedAt || row.kind !== input.kind) {
        throw new AppError('money.addressNotFound', ResponseCode.notFound);
      }
      if (row.userId !== user.id) throw new AppError('common.notAllowed', ResponseCode.notAllowed);
      if (row.locked) throw new AppError('money.addressLocked', ResponseCode.notAllowed);
      // The money of a Pending withdrawal is on its way there: the address stays until it is reviewed.
      if (await repo.hasPendingWithdrawal(row.id))
        throw new AppError('common.conflict', ResponseCode.conflict);
      await deps.guard.verify(user, input.fundPassword, ip);
      await repo.softDelete(row.id, deps.clock.now());
    },

    /** The caller's live address for a withdrawal: 1002 when missing, 1001 when someone else's. */
    async requireUsable(userId: number, id: number, kind: PayoutKind): Promise<PayoutAddressRow> {
      const row = await repo.findById(id);
      if (!row || row.deletedAt || row.kind !== kind) {
        throw new AppError('money.addressNotFound', ResponseCode.notFound);
      }
      if (row.userId !== userId) throw new AppError('common.notAllowed', ResponseCode.notAllowed);
      return opened(row);
    },
    hasAny: async (userId: number) => (await repo.listLive(userId)).length > 0,
    findById: async (id: number, tx?: DbOrTx) => openedOrNone(await repo.findById(id, tx)),
    /**
     * Start-up backfill: seals rows written in clear before encryption and re-seals rows of a previous
     * key (rotation), with their lookup hash. Idempotent; safe while other instances run it too.
     */
    async sealAtRest(batchSize = 500): Promise<number> {
      const prefix = cipher.currentPrefix;
      let afterId = 0;
      let sealed = 0;
      for (;;) {
        const rows = await repo.notSealedWith(prefix, afterId, batchSize);
        if (!rows.length) return sealed;
        await deps.db.transaction(async (tx) => {
          for (const row of rows) {
            const plain = opened(row).number;
            await repo.reseal(row.id, cipher.seal(plain, contextOf(row)), cipher.lookupHash(plain), tx);
          }
        });
        sealed += rows.length;
        afterId = rows.at(-1)?.id ?? afterId;
      }
    },
    lock: (id: number, tx?: DbOrTx) => repo.lock(id, tx),
  };
}
export type PayoutAddressService = ReturnType<typeof createPayoutAddressService>;
