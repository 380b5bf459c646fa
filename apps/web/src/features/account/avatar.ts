import type { AvatarKey, UserInfo } from '@fairdraw/contract';
import { avatarKeys } from '@fairdraw/contract';

import { storage } from '../../lib/storage';

export function isAvatarKey(value: string | null | undefined): value is AvatarKey {
  return (avatarKeys as readonly (string | null | undefined)[]).includes(value);
}

export const avatarUrl = (key: AvatarKey) => `/avatars/${key}.svg`;

/**
 * The user's icon; without one, a default key stored locally under `avatar` (the
 * personal centre). The default is derived from the user id so it stays stable across devices.
 */
export function avatarKeyOf(user: Pick<UserInfo, 'id' | 'icon'>): AvatarKey {
  if (isAvatarKey(user.icon)) return user.icon;
  const stored = storage.get('avatar');
  if (isAvatarKey(stored)) return stored;
  const fallback = avatarKeys[Math.abs(user.id) % avatarKeys.length] ?? 'avatar1';
  storage.set('avatar', fallback);
  return fallback;
}
