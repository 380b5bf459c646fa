import { adminEndpoints } from '@fairdraw/contract';
import type { z } from 'zod';

import { post } from '../../lib/api';

export type LoginBody = z.input<typeof adminEndpoints.adminLogin.body>;
export type LoginStep = z.infer<typeof adminEndpoints.adminLogin.data>;

/**
 * `/admin/login` answers a step: done (token), totp (ask for the code), enrolCode (ask for the
 * admin's one-time enrolment code) or enrol (show the secret; confirm the first code under its token).
 */
export const login = (body: LoginBody) => post<LoginStep>(adminEndpoints.adminLogin.path, body);

/** Confirms the first code of an enrolment with the enrolment token, which then opens the desks. */
export const confirmEnrolment = (token: string, code: string) =>
  post(adminEndpoints.adminTotpEnable.path, { code }, token);

/** Ends the server-side session (ADR 102); the app forgets the token either way. */
export const logout = () => post(adminEndpoints.adminLogout.path, {});
export type PasswordChangeBody = z.input<typeof adminEndpoints.adminPasswordChange.body>;

/** A generated first password is replaced before any desk opens (the token is not in the session yet). */
export const changeOwnPassword = (body: PasswordChangeBody, token: string) =>
  post<unknown>(adminEndpoints.adminPasswordChange.path, body, token);
