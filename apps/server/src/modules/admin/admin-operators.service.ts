import type { z } from 'zod';

import {
  type OperatorRole,
  type OperatorView,
  ResponseCode,
  type adminOperatorCreateBody,
  type adminOperatorUpdateBody,
} from '@fairdraw/contract';

import type { Db } from '../../db/client';
import type { OperatorSessionEndReason } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import { refuseCommonPassword } from '../../lib/common-passwords';
import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/password';
import { toZonedIso } from '../../lib/zoned-time';
import type { AttemptGuard, AttemptPolicy } from '../attempts/attempt-guard';
import { operatorLogin } from '../attempts/attempt-policies';
import { type OperatorSecurityRow, createOperatorsRepo } from './admin-operators.repo';
import type { Audited } from './audit-writer';
import { enrolCodeHash, openEnrolCode } from './enrol-code';
import type { OperatorContext, OperatorRow } from './operator-context';
import type { OperatorSessionScope, OperatorSessions } from './operator-sessions';
import type { Totp } from './totp';

/** What an operator with a generated password may reach: who it is, and the form to change it. */
const openBeforePasswordChange = new Set(['/admin/me', '/admin/password']);

interface Deps {
  db: Db;
  clock: Clock;
  passwords: PasswordHasher;
  sessions: OperatorSessions;
  totp: Totp;
  /** Every operator must use TOTP (production, ADR 102); otherwise only those an admin requires. */
  totpForAll: boolean;
  audited: Audited;
  attempts: AttemptGuard;
  timeZone: string;
}

type Joined = { operator: OperatorRow; security: OperatorSecurityRow | null };

/**
 * Operator accounts: login with the optional TOTP step (ADR 080), token checks, the caller's own
 * TOTP enrolment, and the admin's management of operators. Every change is audited.
 */
export function createOperatorsService(deps: Deps) {
  const repo = createOperatorsRepo(deps.db);
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
  const opened = async (operator: OperatorRow, scope: OperatorSessionScope, ip: string) => ({
    token: await deps.sessions.open(operator.id, scope, ip),
    role: operator.role,
    account: operator.account,
    mustChangePassword: (await repo.byId(operator.id))?.security?.mustChangePassword ?? false,
  });
  const done = async (operator: OperatorRow, ip: string) => ({
    step: 'done' as const,
    ...(await opened(operator, 'full', ip)),
  });
  const totpMandatory = (security: OperatorSecurityRow | null | undefined) =>
    deps.totpForAll || Boolean(security?.totpRequired);

  /** Checks a code against a sealed secret, under the operator's login throttle (ADR 100). */
  async function acceptCode(row: Joined, sealed: string, code: string, attempt: AttemptPolicy) {
    const secret = totp.open(row.operator.id, sealed);
    const accepted: { step: number | null } = { step: null };
    const wrong = () => fieldError('totp', 'admin.totpWrong');
    await deps.attempts.check(
      attempt,
      () => {
        accepted.step = totp.check(secret, code, clock.now(), row.security?.totpLastStep ?? null);
        return Promise.resolve(accepted.step !== null);
      },
      wrong,
    );
    if (accepted.step === null) throw wrong();
    return accepted.step;
  }
  /** Mandatory TOTP, not enrolled: only an admin-issued one-time code opens an enrolment session. */
  async function startEnrolment(row: Joined, code: string | undefined, attempt: AttemptPolicy, ip: string) {
    const { operator } = row;
    if (!code) return { step: 'enrolCode' as const };
    await deps.attempts.check(
      attempt,
      () => repo.consumeEnrolCode(operator.id, enrolCodeHash(code), clock.now()),
      () => fieldError('enrolCode', 'admin.enrolCodeWrong'),
    );
    const secret = totp.newSecret();
    await repo.patchSecurity(operator.id, { totpPendingCipher: totp.seal(operator.id, secret) }, clock.now());
    return {
      step: 'enrol' as const,
      ...(await opened(operator, 'enrol', ip)),
      enrolment: { otpauthUrl: totp.uri(operator.account, secret), secret },
    };
  }

  return {
    /** Password and code failures are throttled per account + address, with back-off (ADR 100). */
    async login(
      input: { account: string; password: string; totp?: string | undefined; enrolCode?: string | undefined },
      ip: string,
    ) {
      const attempt = operatorLogin(input.account, ip);
      const row = await repo.byAccount(input.account);
      await deps.attempts.check(
        attempt,
        async () =>
          (await deps.passwords.verifyLogin(row?.operator.passwordHash ?? null, input.password)) && !!row,
        () => new AppError('admin.wrongCredentials', ResponseCode.validationFailed),
      );
      // verify() is false without a row: this only narrows the type.
      if (!row) throw new AppError('admin.wrongCredentials', ResponseCode.validationFailed);
      const { operator, security } = row;
      if (security?.disabled) throw new AppError('admin.operatorDisabled', ResponseCode.notAllowed);
      if (security?.totpSecretCipher) {
        if (!input.totp) return { step: 'totp' as const };
        const step = await acceptCode(row, security.totpSecretCipher, input.totp, attempt);
        // The same code sent in parallel passed the check above more than once: only one claims its step.
        if (!(await repo.claimTotpStep(operator.id, step, clock.now()))) {
          throw fieldError('totp', 'admin.totpWrong');
        }
        return done(operator, ip);
      }
      if (totpMandatory(security)) return startEnrolment(row, input.enrolCode, attempt, ip);
      return done(operator, ip);
    },

    /**
     * The operator and session behind a TOKEN: 401 when missing, invalid, ended, idle or disabled;
     * 1001 for another role, or for a desk while TOTP must still be enrolled (ADR 102).
     */
    async authenticate(
      token: string | undefined,
      roles: readonly OperatorRole[],
      enrolmentRoute = false,
      path = '',
    ): Promise<{ operator: OperatorRow; sessionId: string }> {
      const session = token ? await deps.sessions.check(token) : null;
      const row = session === null ? undefined : await repo.byId(session.operatorId);
      if (!session || !row || row.security?.disabled)
        throw new AppError('auth.tokenInvalid', ResponseCode.tokenInvalid);
      const mustEnrol =
        session.scope === 'enrol' || (totpMandatory(row.security) && !row.security?.totpSecretCipher);
      if (mustEnrol && !enrolmentRoute) throw new AppError('admin.totpEnrolFirst', ResponseCode.notAllowed);
      if (!roles.includes(row.operator.role))
        throw new AppError('admin.roleNotAllowed', ResponseCode.notAllowed);
      if (row.security?.mustChangePassword && !openBeforePasswordChange.has(path))
        throw new AppError('auth.mustChangePassword', ResponseCode.notAllowed);
      return { operator: row.operator, sessionId: session.sessionId };
    },

    async logout(ctx: OperatorContext) {
      if (ctx.sessionId) await deps.sessions.end(ctx.sessionId, 'logout');
      return null;
    },

    /** A one-time code (24 h) with which a not yet enrolled operator may start TOTP enrolment at login. */
    async issueEnrolCode(ctx: OperatorContext, id: number) {
      const issued = await deps.audited(ctx, 'operator.enrolCode', `operator:${id}`, async (tx) => {
        if (!(await repo.lockById(id, tx)))
          throw new AppError('admin.operatorNotFound', ResponseCode.notFound);
        const opened = await openEnrolCode(repo, id, clock.now(), tx);
        // The audit row records that a code was issued and until when, never the code itself.
        return {
          changed: true,
          before: null,
          after: { enrolCodeUntil: opened.expiresAt.toISOString() },
          opened,
        };
      });
      return { code: issued.opened.code, expiresAt: toZonedIso(issued.opened.expiresAt, deps.timeZone) };
    },

    /** The caller's own password: the old one is a secret check under the login throttle (ADR 100). */
    async changePassword(ctx: OperatorContext, input: { oldPassword: string; newPassword: string }) {
      const row = await required(ctx.operator.id);
      await deps.attempts.check(
        operatorLogin(row.operator.account, ctx.ip),
        () => deps.passwords.verifyLogin(row.operator.passwordHash, input.oldPassword),
        () => fieldError('oldPassword', 'auth.wrongOldPassword'),
      );
      if (input.newPassword === input.oldPassword) throw fieldError('newPassword', 'validation.samePassword');
      refuseCommonPassword('newPassword', input.newPassword);
      const passwordHash = await deps.passwords.hashLogin(input.newPassword);
      await deps.audited(ctx, 'operator.passwordChange', `operator:${row.operator.id}`, async (tx) => {
        await repo.updateOperator(row.operator.id, { passwordHash }, tx);
        await repo.patchSecurity(row.operator.id, { mustChangePassword: false }, clock.now(), tx);
        // A new password ends the operator's other sessions (ADR 102); this one proved the old password.
        await deps.sessions.endAllOf(row.operator.id, 'password_changed', ctx.sessionId ?? null, tx);
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
      const step = await acceptCode(row, pending, code, operatorLogin(row.operator.account, ctx.ip));
      await deps.audited(ctx, 'operator.totpEnable', `operator:${ctx.operator.id}`, async (tx) => {
        // Conditional: of parallel confirmations with one code, one wins; the others are a wrong code.
        if (!(await repo.confirmPending(ctx.operator.id, pending, step, clock.now(), tx))) {
          throw fieldError('totp', 'admin.totpWrong');
        }
        // A new factor ends the operator's other sessions; this one, proven by the code, opens the desks.
        await deps.sessions.endAllOf(ctx.operator.id, 'totp_changed', ctx.sessionId ?? null, tx);
        if (ctx.sessionId) await deps.sessions.widen(ctx.sessionId, tx);
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
        const ended = sessionEndReason(b, a, passwordHash !== undefined, input.resetTotp === true);
        // The target's sessions end; when an admin changes itself, the session it acts from stays.
        if (ended) await deps.sessions.endAllOf(input.id, ended, self ? (ctx.sessionId ?? null) : null, tx);
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

/** Why an operator change ends the operator's sessions, or null when it leaves them be (ADR 102). */
function sessionEndReason(
  before: OperatorView,
  after: OperatorView,
  passwordChanged: boolean,
  totpReset: boolean,
): OperatorSessionEndReason | null {
  if (after.disabled && !before.disabled) return 'disabled';
  if (after.role !== before.role) return 'role_changed';
  if (passwordChanged) return 'password_changed';
  if (totpReset || after.totpRequired !== before.totpRequired || after.totpEnabled !== before.totpEnabled)
    return 'totp_changed';
  return null;
}
