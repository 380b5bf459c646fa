import { type AvatarKey, ResponseCode, type UserInfo } from '@fairdraw/contract';
import type { UpdateFundPasswordInput, UpdatePasswordInput } from '@fairdraw/rules';

import type { Db, DbOrTx } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { refuseCommonPassword } from '../../lib/common-passwords';
import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/password';
import { toZonedIso } from '../../lib/zoned-time';
import type { AttemptGuard } from '../attempts/attempt-guard';
import { loginPasswordInSession } from '../attempts/attempt-policies';
import type { SessionService } from '../auth/session.service';
import type { GamingLimitsService } from '../gaming-limits/gaming-limits.service';
import type { FundPasswordGuard } from '../payout-addresses/fund-password-guard';
import type { Contact, ContactSender } from '../password-reset/contact-sender';
import type { WalletService } from '../wallet/wallet.service';
import { type NewUser, type SessionUser, type UserRow, createAccountRepo } from './account.repo';
import { createContactVerification } from './contact-verification';

export type { SessionUser, UserRow } from './account.repo';

interface Deps {
  db: Db;
  clock: Clock;
  passwords: PasswordHasher;
  wallet: Pick<WalletService, 'openUserAccount' | 'balanceOf' | 'lockedBalanceOf'>;
  sessions: Pick<SessionService, 'endSessionsOf'>;
  attempts: AttemptGuard;
  fundPasswords: FundPasswordGuard;
  /** Bound cards and wallets (masked) and the amount held by Pending withdrawals. */
  money?: {
    bankInfo: (userId: number) => Promise<{ bankCards: UserInfo['bankInfo']; wallets: UserInfo['bankInfo'] }>;
    frozen: (userId: number) => Promise<number>;
  };
  /** The player's responsible-gaming limits as getUserInfo shows them (ADR 098). */
  gamingLimits: Pick<GamingLimitsService, 'view' | 'terms' | 'guardContact'>;
  /** Delivers the one-time codes that prove a phone or e-mail before it is bound (ADR 119). */
  sender: ContactSender;
  timeZone: string;
}

export function securityLevelOf(
  user: Pick<SessionUser, 'hasFundPassword' | 'phone' | 'email'>,
): UserInfo['securityLevel'] {
  if (!user.hasFundPassword) return 'low';
  return user.phone && user.email ? 'high' : 'medium';
}

/**
 * The user's fund password hash as stored now, for the fund-password guard (built before this
 * service, which it serves): the session's user carries no hash (ADR 149).
 */
export function fundPasswordHashReader(db: Deps['db']): (userId: number) => Promise<string | null> {
  const repo = createAccountRepo(db);
  return async (userId) => (await repo.passwordHashesOf(userId))?.fundPasswordHash ?? null;
}

/** Profiles, passwords and bindings of /user/* (conventions: module `account`). */
export function createAccountService(deps: Deps) {
  const repo = createAccountRepo(deps.db);
  const { clock, passwords, sessions } = deps;
  const iso = (d: Date | null) => (d ? toZonedIso(d, deps.timeZone) : null);
  const contacts = createContactVerification({ ...deps, accounts: repo, guard: deps.gamingLimits });

  /** Without a code: a code is sent and the answer is generic; with one: the verified address is bound. */
  async function bind(user: SessionUser, to: Contact, code: string | undefined, ip: string): Promise<void> {
    if (code === undefined) await contacts.request(user, to);
    else await contacts.confirm(user, to, code, ip);
  }

  async function checkActive<U extends Pick<UserRow, 'id' | 'isFrozen' | 'closedAt' | 'trialExpiresAt'>>(
    user: U,
  ): Promise<U> {
    if (user.isFrozen) throw new AppError('auth.accountFrozen', ResponseCode.loginInvalid);
    if (user.closedAt) throw new AppError('auth.accountClosed', ResponseCode.loginInvalid);
    if (user.trialExpiresAt && user.trialExpiresAt.getTime() <= clock.now().getTime()) {
      await sessions.endSessionsOf(user.id, null, 'expired');
      throw new AppError('auth.trialExpired', ResponseCode.loginInvalid);
    }
    return user;
  }

  /** The login password asked inside a session: a failed login of the account (docs/security.md finding 4). */
  async function checkLoginPassword(
    user: Pick<UserRow, 'id' | 'account'>,
    password: string,
    ip: string,
    field: string,
    wrongKey: 'auth.wrongOldPassword' | 'auth.wrongLoginPassword',
  ): Promise<void> {
    // The hash is read once the attempt is reserved: the session's user carries none (ADR 149).
    const outcome = await deps.attempts.attempt(loginPasswordInSession(user.account, ip), async () =>
      passwords.verifyLogin((await repo.passwordHashesOf(user.id))?.passwordHash ?? null, password),
    );
    if (outcome.result === 'verified') return;
    if (outcome.result === 'refused') throw new AppError('auth.tooManyAttempts', ResponseCode.rateLimited);
    if (!outcome.fillsATier) throw fieldError(field, wrongKey);
    // This session made the failure that reached the limit: whoever holds it may guess no further.
    await sessions.endSessionsOf(user.id, null, 'too_many_attempts');
    throw new AppError('auth.tooManyAttempts', ResponseCode.rateLimited);
  }

  return {
    /** Inserts the user and opens its ledger account in the caller's transaction. */
    async create(values: NewUser, tx: DbOrTx): Promise<UserRow> {
      const user = await repo.insert({ createdAt: clock.now(), ...values }, tx);
      await deps.wallet.openUserAccount(user.id, tx);
      return user;
    },
    findByAccount: (account: string) => repo.findByAccount(account),
    findById: (id: number) => repo.findById(id),
    findAgentByInviteCode: (code: string) => repo.findAgentByInviteCode(code),
    recordLogin: (userId: number, ip: string, tx?: DbOrTx) => repo.recordLogin(userId, clock.now(), ip, tx),
    countRecentTrialsFromIp: (ip: string, sinceMs: number) =>
      repo.countTrialsFromIp(ip, new Date(clock.now().getTime() - sinceMs)),

    /** The user behind a live session, or 402 when the account may no longer act. */
    async requireActive(userId: number): Promise<UserRow> {
      const user = await repo.findById(userId);
      if (!user) throw new AppError('auth.loginInvalid', ResponseCode.loginInvalid);
      return checkActive(user);
    },

    /** requireActive for a user row already read (with the session, in the same query). */
    checkActive,

    async getUserInfo(user: SessionUser): Promise<UserInfo> {
      const addresses = deps.money ? await deps.money.bankInfo(user.id) : { bankCards: [], wallets: [] };
      return {
        id: user.id,
        account: user.account,
        type: user.type,
        balance: await deps.wallet.balanceOf(user.id),
        // Money held by Pending withdrawals (it has left the balance already).
        frozen: deps.money ? await deps.money.frozen(user.id) : 0,
        rebate: user.rebatePerMille,
        phone: user.phone,
        email: user.email,
        icon: user.icon,
        bankInfo: [...addresses.bankCards, ...addresses.wallets],
        securityLevel: securityLevelOf(user),
        hasFundPassword: user.hasFundPassword,
        // The login before this one: a login the user does not recognise stands out.
        lastLoginAt: iso(user.prevLoginAt),
        lastLoginIp: user.prevLoginIp,
        inviteCode: user.type === 'agent' ? user.inviteCode : null,
        mustChangePassword: user.mustChangePassword || user.mustChangeFundPassword,
        trialExpiresAt: iso(user.trialExpiresAt),
        limits: deps.gamingLimits.view(user),
        terms: deps.gamingLimits.terms(user),
      };
    },

    /** POST /user/acceptTerms: only the current version may be accepted (ADR 121). */
    async acceptTerms(user: SessionUser, version: string) {
      const terms = deps.gamingLimits.terms(user);
      if (version !== terms.current) throw fieldError('version', 'terms.versionInvalid');
      const now = clock.now();
      await repo.update(user.id, { termsVersion: version, termsAcceptedAt: now });
      return deps.gamingLimits.terms({ ...user, termsVersion: version, termsAcceptedAt: now });
    },

    /**
     * POST /user/closeAccount (ADR 121): the login password (a wrong one counts as a failed login),
     * then refused while money remains — balance, a pending withdrawal, or bets not yet settled.
     * Closing ends every session; login then answers 402 "account closed". The row stays for the books.
     */
    async closeAccount(user: SessionUser, password: string, ip: string): Promise<void> {
      if (user.type === 'trial') throw new AppError('auth.trialNotAllowed', ResponseCode.notAllowed);
      await checkLoginPassword(user, password, ip, 'password', 'auth.wrongLoginPassword');
      await deps.db.transaction(async (tx) => {
        // The user row and the ledger account locked: a credit racing the closure waits or is seen.
        await repo.lock(user.id, tx);
        const balance = await deps.wallet.lockedBalanceOf(user.id, tx);
        const { pendingWithdrawals, openBets } = await repo.moneyInFlight(user.id, tx);
        if (pendingWithdrawals > 0) {
          throw new AppError('account.closeWithdrawPending', ResponseCode.notAllowed);
        }
        if (balance !== 0 || openBets > 0) {
          throw new AppError('account.closeMoneyLeft', ResponseCode.notAllowed);
        }
        await repo.update(user.id, { closedAt: clock.now() }, tx);
        await sessions.endSessionsOf(user.id, null, 'closed', tx);
      });
    },

    /**
     * Wrong old password → 1000 on `oldPassword`, counted as a failed login of the account; the
     * failure that reaches the login limit ends every session of the account (→ 1006, then 402).
     * Success ends every other session (→ 402 there).
     */
    async updatePassword(
      user: SessionUser,
      sessionId: string,
      input: UpdatePasswordInput,
      ip: string,
    ): Promise<void> {
      await checkLoginPassword(user, input.oldPassword, ip, 'oldPassword', 'auth.wrongOldPassword');
      if (input.newPassword === input.oldPassword) throw fieldError('newPassword', 'validation.samePassword');
      refuseCommonPassword('newPassword', input.newPassword);
      const passwordHash = await passwords.hashLogin(input.newPassword);
      await deps.db.transaction(async (tx) => {
        await repo.update(
          user.id,
          // The player's own password claims an agent-opened account (ADR 118).
          {
            passwordHash,
            mustChangePassword: false,
            secretsChangedAt: deps.clock.now(),
            claimExpiresAt: null,
          },
          tx,
        );
        await sessions.endSessionsOf(user.id, sessionId, 'password_changed', tx);
      });
    },

    /**
     * First time the login password proves identity (a login attempt of the account), later the old
     * fund password, under the one fund-password lock of all money operations (ADR 031, ADR 100).
     */
    async updateFundPassword(user: SessionUser, ip: string, input: UpdateFundPasswordInput): Promise<void> {
      const firstTime = !user.hasFundPassword;
      const field = firstTime ? 'loginPassword' : 'oldPassword';
      const proof = firstTime ? input.loginPassword : input.oldPassword;
      if (!proof) throw fieldError(field, 'validation.required');
      if (firstTime) await checkLoginPassword(user, proof, ip, field, 'auth.wrongLoginPassword');
      else await deps.fundPasswords.verify(user, proof, ip, field);
      if (!firstTime && input.newPassword === proof)
        throw fieldError('newPassword', 'validation.samePassword');
      const fundPasswordHash = await passwords.hashFund(input.newPassword);
      // A change (not the first setting) starts the payout hold of ADR 104.
      await repo.update(user.id, {
        fundPasswordHash,
        mustChangeFundPassword: false,
        ...(firstTime ? {} : { secretsChangedAt: deps.clock.now() }),
      });
    },

    bindEmail: (user: SessionUser, email: string, code: string | undefined, ip: string) =>
      bind(user, { channel: 'email', address: email.toLowerCase() }, code, ip),
    bindPhone: (user: SessionUser, phone: string, code: string | undefined, ip: string) =>
      bind(user, { channel: 'phone', address: phone }, code, ip),
    updateAvatar: (user: SessionUser, icon: AvatarKey) => repo.update(user.id, { icon }),
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
