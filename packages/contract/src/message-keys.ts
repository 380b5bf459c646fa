import { validationMessageKeys } from '@fairdraw/rules';

/** Every server message. A language file missing one is a type error and a test failure. */
export const serverMessageKeys = [
  'common.success',
  'common.internal',
  'common.pathNotFound',
  'common.notFound',
  'common.notAllowed',
  'common.conflict',
  'common.validationFailed',
  'common.rateLimited',
  'common.limitReached',
  'auth.tokenInvalid',
  'auth.loginInvalid',
  'auth.loggedInElsewhere',
  'auth.wrongCredentials',
  'auth.tooManyAttempts',
  'auth.accountExists',
  'auth.inviteNotFound',
  'auth.accountFrozen',
  'auth.trialExpired',
  'auth.trialNotAllowed',
  'auth.wrongOldPassword',
  'auth.wrongLoginPassword',
  'auth.wrongFundPassword',
  'auth.fundPasswordNotSet',
  'auth.samePassword',
  'auth.mustChangePassword',
  'account.emailTaken',
  'account.phoneTaken',
  'account.avatarUnknown',
  'wallet.insufficientBalance',
  'bet.closed',
  ...validationMessageKeys,
] as const;
export type ServerMessageKey = (typeof serverMessageKeys)[number];
export type MessageCatalog = Record<ServerMessageKey, string>;
