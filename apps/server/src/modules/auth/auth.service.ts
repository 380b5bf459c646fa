import { ResponseCode, currentTermsVersion } from '@fairdraw/contract';
import { type LoginInput, type RegisterInput, limits } from '@fairdraw/rules';

import type { Db } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { refuseCommonPassword } from '../../lib/common-passwords';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { randomAccountName, randomSecret } from '../../lib/ids';
import type { PasswordHasher } from '../../lib/password';
import type { AccountService } from '../account/account.service';
import type { Invites } from '../agents/invites';
import type { AttemptGuard } from '../attempts/attempt-guard';
import { playerLogin } from '../attempts/attempt-policies';
import type { WalletService } from '../wallet/wallet.service';
import type { ClientMeta, SessionService, SessionTokens } from './session.service';

interface Deps {
  db: Db;
  clock: Clock;
  passwords: PasswordHasher;
  accounts: Pick<
    AccountService,
    | 'create'
    | 'findByAccount'
    | 'findAgentByInviteCode'
    | 'recordLogin'
    | 'requireActive'
    | 'countRecentTrialsFromIp'
  >;
  sessions: Pick<SessionService, 'start' | 'refresh' | 'logout'>;
  attempts: AttemptGuard;
  wallet: Pick<WalletService, 'transfer'>;
  /** An agent's own code or one of its extra invite links (ADR 072). */
  invites: Pick<Invites, 'resolve' | 'countRegistration' | 'freshCode'>;
}

/** Trial accounts one address may open per hour: demo money is free, account rows are not. */
const trialsPerIpPerHour = 20;

/** register, login, trial, logout, refreshToken (ADR 006). */
export function createAuthService(deps: Deps) {
  const { accounts, sessions, passwords, clock } = deps;

  return {
    async register(input: RegisterInput, meta: ClientMeta): Promise<SessionTokens> {
      const invite = await deps.invites.resolve(input.inviteCode);
      if (!invite) throw fieldError('inviteCode', 'auth.inviteNotFound');
      if (await accounts.findByAccount(input.account)) {
        throw new AppError('auth.accountExists', ResponseCode.conflict);
      }
      refuseCommonPassword('password', input.password);
      const passwordHash = await passwords.hashLogin(input.password);
      try {
        return await deps.db.transaction(async (tx) => {
          const user = await accounts.create(
            {
              account: input.account,
              passwordHash,
              // An agent's own code opens a player at 0‰; an extra link, its own type and rebate.
              type: invite.type,
              parentId: invite.parentId,
              rebatePerMille: invite.rebatePerMille,
              inviteCode: invite.type === 'agent' ? await deps.invites.freshCode(tx) : null,
              registerDevice: input.register_device,
              registerIp: meta.ip,
              // `agree` is "18 or older and accepts the terms" (ADR 121): the version read, or the current.
              termsVersion: input.termsVersion ?? currentTermsVersion,
              termsAcceptedAt: clock.now(),
            },
            tx,
          );
          if (invite.linkCode) await deps.invites.countRegistration(invite.linkCode, tx);
          await accounts.recordLogin(user.id, meta.ip, tx);
          return sessions.start(user.id, meta, tx);
        });
      } catch (error) {
        // Two registrations of one name at once: the unique index decides.
        if (isUniqueViolation(error)) throw new AppError('auth.accountExists', ResponseCode.conflict);
        throw error;
      }
    },

    /**
     * Wrong account or password answer alike (1001) after the same argon2 work, so responses do not
     * reveal which accounts exist. 5 failures in 15 minutes per account or per address → 1006.
     */
    async login(input: LoginInput, meta: ClientMeta): Promise<SessionTokens> {
      const user = await accounts.findByAccount(input.account);
      await deps.attempts.check(
        playerLogin(input.account, meta.ip),
        async () => (await passwords.verifyLogin(user?.passwordHash ?? null, input.password)) && !!user,
        () => new AppError('auth.wrongCredentials', ResponseCode.notAllowed),
      );
      // verify() is false without a user: this only narrows the type.
      if (!user) throw new AppError('auth.wrongCredentials', ResponseCode.notAllowed);
      if (user.isFrozen) throw new AppError('auth.accountFrozen', ResponseCode.notAllowed);
      // Closed by the player (ADR 121): said only to whoever knows the password.
      if (user.closedAt) throw new AppError('auth.accountClosed', ResponseCode.loginInvalid);
      // An agent-opened account nobody claimed in time: its one-time password is spent (ADR 118).
      if (user.claimExpiresAt && user.claimExpiresAt.getTime() <= clock.now().getTime()) {
        throw new AppError('auth.claimExpired', ResponseCode.notAllowed);
      }
      return deps.db.transaction(async (tx) => {
        await accounts.recordLogin(user.id, meta.ip, tx);
        return sessions.start(user.id, meta, tx);
      });
    },

    /** A 'tourism' account with 2,000.00 of demo money from the system demo account, for 24 h. */
    async trial(meta: ClientMeta): Promise<SessionTokens> {
      if ((await accounts.countRecentTrialsFromIp(meta.ip, 3_600_000)) >= trialsPerIpPerHour) {
        throw new AppError('common.rateLimited', ResponseCode.rateLimited);
      }
      const house = await accounts.findAgentByInviteCode(limits.houseInviteCode);
      if (!house) throw new Error('the house agent is missing: was the database seeded?');
      // Nobody knows this password: a trial ends when its session does.
      const passwordHash = await passwords.hashLogin(randomSecret());
      const expiresAt = new Date(clock.now().getTime() + limits.trialLifetimeSeconds * 1000);
      return deps.db.transaction(async (tx) => {
        const user = await accounts.create(
          {
            account: randomAccountName(),
            passwordHash,
            type: 'trial',
            parentId: house.id,
            rebatePerMille: 0,
            trialExpiresAt: expiresAt,
            registerIp: meta.ip,
          },
          tx,
        );
        await deps.wallet.transfer(
          {
            from: { system: 'demo' },
            to: { userId: user.id },
            amountFen: limits.trialBalanceFen,
            type: 'trial',
            idempotencyKey: `trial:${user.id}`,
            remark: 'trial demo money',
          },
          tx,
        );
        await accounts.recordLogin(user.id, meta.ip, tx);
        return sessions.start(user.id, meta, tx);
      });
    },

    async refresh(jwt: string): Promise<SessionTokens> {
      const { session, tokens } = await sessions.refresh(jwt);
      // A frozen or expired account cannot keep itself alive by refreshing.
      await accounts.requireActive(session.userId);
      return tokens;
    },

    logout: (jwt: string) => sessions.logout(jwt),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
