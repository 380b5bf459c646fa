import type { z } from 'zod';

import {
  type OperatorRole,
  type OperatorView,
  ResponseCode,
  type adminOperatorCreateBody,
  type adminOperatorUpdateBody,
} from '@fairdraw/contract';
import { limits } from '@fairdraw/rules';

import type { Db } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { refuseCommonPassword } from '../../lib/common-passwords';
import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/password';
import { toZonedIso } from '../../lib/zoned-time';
import { createAdminRepo } from './admin.repo';
import { type OperatorSecurityRow, createOperatorsRepo } from './admin-operators.repo';
import type { Audited } from './audit-writer';
import type { OperatorContext, OperatorRow } from './operator-context';
import type { OperatorTokens } from './operator-tokens';
import type { Totp } from './totp';

/** What an operator with a generated password may reach: who it is, and the form to change it. */
const openBeforePasswordChange = new Set(['/admin/me', '/admin/password']);

interface Deps {
  db: Db;
  clock: Clock;
  passwords: PasswordHasher;
  tokens: OperatorTokens;
  totp: Totp;
  audited: Audited;
  timeZone: string;
}

type Joined = { operator: OperatorRow; security: OperatorSecurityRow | null };

/**
 * Operator accounts: login with the optional TOTP step (ADR 080), token checks, the caller's own
 * TOTP enrolment, and the admin's management of operators. Every change is audited.
 */
export function createOperatorsService(deps: Deps) {
  const repo = createOperatorsRepo(deps.db);
  const failures = createAdminRepo(deps.db);
  const { clock, totp } = deps;

  const view = ({ operator, security }: Joined): OperatorView => ({
    id: operator.id,
    account: operator.account,
    role: operator.role,
    disabled: security?.disabled ?? false,
    totpRequired: security?.totpRequired ?? false,
    totpEnabled: Boolean(security?.totpSecretCipher),
    mustChangePassword: security?.mustChangePassword ?? false,
    createdAt: toZonedIso(operator.createdAt, deps.timeZone),
  });
  const required = async (id: number) => {
    const row = await repo.byId(id);
    if (!row) throw new AppError('admin.operatorNotFound', ResponseCode.notFound);
    return row;
  };
  const done = async (operator: OperatorRow) => ({
    step: 'done' as const,
    token: await deps.tokens.sign(operator.id),
    role: operator.role,
    account: operator.account,
    mustChangePassword: (await repo.byId(operator.id))?.security?.mustChangePassword ?? false,
  });

  /** Checks a code against a sealed secret; records the failure (throttled like passwords) if wrong. */
  async function acceptCode(row: Joined, sealed: string, code: string, subject: string, ip: string) {
    const secret = totp.open(row.operator.id, sealed);
    const step = totp.check(secret, code, clock.now(), row.security?.totpLastStep ?? null);
    if (step === null) {
      await failures.recordLoginFailure(subject, ip, clock.now());
      throw fieldError('totp', 'admin.totpWrong');
    }
    return step;
  }

  return {
    /** Throttled like player logins: 5 failures (password or code) in 15 minutes per operator. */
    async login(input: { account: string; password: string; totp?: string | undefined }, ip: string) {
      const subject = `operator:${input.account.toLowerCase()}`;
      const since = new Date(clock.now().getTime() - limits.loginFailureWindowSeconds * 1000);
      if ((await failures.loginFailures(subject, since)) >= limits.loginFailuresMax) {
        throw new AppError('auth.tooManyAttempts', ResponseCode.rateLimited);
      }
      const row = await repo.byAccount(input.account);
      if (!(await deps.passwords.verifyLogin(row?.operator.passwordHash ?? null, input.password)) || !row) {
        await failures.recordLoginFailure(subject, ip, clock.now());
        throw new AppError('admin.wrongCredentials', ResponseCode.validationFailed);
      }
      const { operator, security } = row;
      if (security?.disabled) throw new AppError('admin.operatorDisabled', ResponseCode.notAllowed);
      if (security?.totpSecretCipher) {
        if (!input.totp) return { step: 'totp' as const };
        const step = await acceptCode(row, security.totpSecretCipher, input.totp, subject, ip);
        await repo.patchSecurity(operator.id, { totpLastStep: step }, clock.now());
        return done(operator);
      }
      if (security?.totpRequired) {
        // Required but not enrolled: the password opens only the enrolment, finished by a first code.
        if (input.totp && security.totpPendingCipher) {
          const step = await acceptCode(row, security.totpPendingCipher, input.totp, subject, ip);
          await deps.audited(
            { operator, ip },
            'operator.totpEnrol',
            `operator:${operator.id}`,
            async (tx) => {
              await repo.patchSecurity(
                operator.id,
                { totpSecretCipher: security.totpPendingCipher, totpPendingCipher: null, totpLastStep: step },
                clock.now(),
                tx,
              );
              return { changed: true, before: { totpEnabled: false }, after: { totpEnabled: true } };
            },
          );
          return done(operator);
        }
        const secret = security.totpPendingCipher
          ? totp.open(operator.id, security.totpPendingCipher)
          : totp.newSecret();
        if (!security.totpPendingCipher) {
          await repo.patchSecurity(
            operator.id,
            { totpPendingCipher: totp.seal(operator.id, secret) },
            clock.now(),
          );
        }
        return {
          step: 'enrol' as const,
          enrolment: { otpauthUrl: totp.uri(operator.account, secret), secret },
        };
      }
      return done(operator);
    },

    /** The operator behind a TOKEN: 401 when missing, invalid or disabled; 1001 for another role. */
    async authenticate(
      token: string | undefined,
      roles: readonly OperatorRole[],
      path = '',
    ): Promise<OperatorRow> {
      const id = token ? await deps.tokens.verify(token) : null;
      const row = id === null ? undefined : await repo.byId(id);
      if (!row || row.security?.disabled) throw new AppError('auth.tokenInvalid', ResponseCode.tokenInvalid);
      if (!roles.includes(row.operator.role))
        throw new AppError('admin.roleNotAllowed', ResponseCode.notAllowed);
      if (row.security?.mustChangePassword && !openBeforePasswordChange.has(path))
        throw new AppError('auth.mustChangePassword', ResponseCode.notAllowed);
      return row.operator;
    },

    /** The caller's own password: the old one proves it is the operator (a failure counts as a login failure). */
    async changePassword(ctx: OperatorContext, input: { oldPassword: string; newPassword: string }) {
      const row = await required(ctx.operator.id);
      if (!(await deps.passwords.verifyLogin(row.operator.passwordHash, input.oldPassword))) {
        await failures.recordLoginFailure(
          `operator:${row.operator.account.toLowerCase()}`,
          ctx.ip,
          clock.now(),
        );
        throw fieldError('oldPassword', 'auth.wrongOldPassword');
      }
      if (input.newPassword === input.oldPassword) throw fieldError('newPassword', 'validation.samePassword');
      refuseCommonPassword('newPassword', input.newPassword);
      const passwordHash = await deps.passwords.hashLogin(input.newPassword);
      await deps.audited(ctx, 'operator.passwordChange', `operator:${row.operator.id}`, async (tx) => {
        await repo.updateOperator(row.operator.id, { passwordHash }, tx);
        await repo.patchSecurity(row.operator.id, { mustChangePassword: false }, clock.now(), tx);
        return { changed: true, before: null, after: { passwordChanged: true } };
      });
      return view(await required(ctx.operator.id));
    },

    me: async (ctx: OperatorContext) => view(await required(ctx.operator.id)),

    /** A new pending secret for the caller; refused (1003) once enrolled: an admin resets it first. */
    async totpSetup(ctx: OperatorContext) {
      const row = await required(ctx.operator.id);
      if (row.security?.totpSecretCipher) throw new AppError('common.conflict', ResponseCode.conflict);
      const secret = totp.newSecret();
      await repo.patchSecurity(
        ctx.operator.id,
        { totpPendingCipher: totp.seal(ctx.operator.id, secret) },
        clock.now(),
      );
      return { otpauthUrl: totp.uri(row.operator.account, secret), secret };
    },

    async totpEnable(ctx: OperatorContext, code: string) {
      const row = await required(ctx.operator.id);
      const pending = row.security?.totpPendingCipher;
      if (!pending) throw new AppError('admin.totpNotPending', ResponseCode.conflict);
      const step = await acceptCode(
        row,
        pending,
        code,
        `operator:${row.operator.account.toLowerCase()}`,
        ctx.ip,
      );
      await deps.audited(ctx, 'operator.totpEnable', `operator:${ctx.operator.id}`, async (tx) => {
        await repo.patchSecurity(
          ctx.operator.id,
          { totpSecretCipher: pending, totpPendingCipher: null, totpLastStep: step },
          clock.now(),
          tx,
        );
        return { changed: true, before: { totpEnabled: false }, after: { totpEnabled: true } };
      });
      return view(await required(ctx.operator.id));
    },

    async list(q: { page: number; pageSize: number }) {
      const { rows, total } = await repo.page(q.pageSize, (q.page - 1) * q.pageSize);
      return { list: rows.map(view), total, page: q.page, pageSize: q.pageSize };
    },

    async create(ctx: OperatorContext, input: z.output<typeof adminOperatorCreateBody>) {
      if (await repo.accountTaken(input.account)) throw fieldError('account', 'admin.operatorExists');
      refuseCommonPassword('password', input.password);
      const passwordHash = await deps.passwords.hashLogin(input.password);
      const created = await deps.audited(ctx, 'operator.create', `operator:${input.account}`, async (tx) => {
        const row = await repo.insert({ account: input.account, passwordHash, role: input.role }, tx);
        if (!row) throw fieldError('account', 'admin.operatorExists');
        if (input.totpRequired) await repo.patchSecurity(row.id, { totpRequired: true }, clock.now(), tx);
        return {
          changed: true,
          before: null,
          after: { id: row.id, role: row.role, totpRequired: input.totpRequired },
          id: row.id,
        };
      });
      return view(await required(created.id));
    },

    /** Role, status, TOTP requirement or reset, password. An admin never disables or demotes itself. */
    async update(ctx: OperatorContext, input: z.output<typeof adminOperatorUpdateBody>) {
      const self = input.id === ctx.operator.id;
      if (self && (input.disabled === true || (input.role !== undefined && input.role !== 'admin'))) {
        throw new AppError('admin.selfChange', ResponseCode.notAllowed);
      }
      if (input.password) refuseCommonPassword('password', input.password);
      const passwordHash = input.password ? await deps.passwords.hashLogin(input.password) : undefined;
      await deps.audited(ctx, 'operator.update', `operator:${input.id}`, async (tx) => {
        if (!(await repo.lockById(input.id, tx)))
          throw new AppError('admin.operatorNotFound', ResponseCode.notFound);
        const before = await repo.byId(input.id, tx);
        if (!before) throw new AppError('admin.operatorNotFound', ResponseCode.notFound);
        await repo.updateOperator(
          input.id,
          { ...(input.role ? { role: input.role } : {}), ...(passwordHash ? { passwordHash } : {}) },
          tx,
        );
        const security = {
          ...(input.disabled === undefined ? {} : { disabled: input.disabled }),
          ...(input.totpRequired === undefined ? {} : { totpRequired: input.totpRequired }),
          ...(input.resetTotp ? { totpSecretCipher: null, totpPendingCipher: null, totpLastStep: null } : {}),
        };
        if (Object.keys(security).length) await repo.patchSecurity(input.id, security, clock.now(), tx);
        const after = await repo.byId(input.id, tx);
        if (!after) throw new AppError('admin.operatorNotFound', ResponseCode.notFound);
        const b = view(before);
        const a = view(after);
        const changed = JSON.stringify(a) !== JSON.stringify(b) || passwordHash !== undefined;
        return {
          changed,
          before: b,
          after: { ...a, ...(passwordHash ? { passwordReset: true } : {}) },
        };
      });
      return view(await required(input.id));
    },
  };
}
export type OperatorsService = ReturnType<typeof createOperatorsService>;
