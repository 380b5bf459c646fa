import { adminEndpoints } from '@fairdraw/contract';
import type { z } from 'zod';

import { post } from '../../lib/api';

export type LoginBody = z.input<typeof adminEndpoints.adminLogin.body>;
export type LoginStep = z.infer<typeof adminEndpoints.adminLogin.data>;

/** `/admin/login` answers a step: done (token), totp (ask for the code) or enrol (show the secret). */
export const login = (body: LoginBody) => post<LoginStep>(adminEndpoints.adminLogin.path, body);

export type PasswordChangeBody = z.input<typeof adminEndpoints.adminPasswordChange.body>;

/** A generated first password is replaced before any desk opens (the token is not in the session yet). */
export const changeOwnPassword = (body: PasswordChangeBody, token: string) =>
  post<unknown>(adminEndpoints.adminPasswordChange.path, body, token);
