import { dictionary } from '@zxcvbn-ts/language-common';

import { fieldError } from './app-error';

/**
 * The most common passwords (xato's list as shipped by zxcvbn-ts, most frequent first): refused at
 * registration and at every password change, case-insensitively (ADR 109).
 */
export const commonPasswordsRefused = 10_000;

const common = new Set(dictionary['passwords-common'].slice(0, commonPasswordsRefused));

export const isCommonPassword = (password: string): boolean => common.has(password.toLowerCase());

/** Throws the localized 1000 on `field` when `password` is one of the common ones. */
export function refuseCommonPassword(field: string, password: string): void {
  if (isCommonPassword(password)) throw fieldError(field, 'auth.passwordCommon');
}
