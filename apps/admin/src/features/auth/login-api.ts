import { type AdminBody, type AdminData, call } from '../../lib/api';

export type LoginBody = AdminBody<'adminLogin'>;
export type LoginStep = AdminData<'adminLogin'>;

/**
 * The login endpoint answers a step: done (token), totp (ask for the code), enrolCode (ask for the
 * admin's one-time enrolment code) or enrol (show the secret; confirm the first code under its token).
 */
export const login = (body: LoginBody) => call('adminLogin', body);

/** Confirms the first code of an enrolment with the enrolment token, which then opens the desks. */
export const confirmEnrolment = (token: string, code: string) => call('adminTotpEnable', { code }, { token });

/** Ends the server-side session (ADR 102); the app forgets the token either way. */
export const logout = () => call('adminLogout');
export type PasswordChangeBody = AdminBody<'adminPasswordChange'>;

/** A generated first password is replaced before any desk opens (the token is not in the session yet). */
export const changeOwnPassword = (body: PasswordChangeBody, token: string) =>
  call('adminPasswordChange', body, { token });
