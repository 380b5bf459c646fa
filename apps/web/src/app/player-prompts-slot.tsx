import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';

import { useAuthStore } from '../features/auth/auth-store';
import { paths } from '../config/paths';
import { useIdleSinceMount } from '../lib/when-idle';

// Its own chunk, asked for once the first screen is done: the terms prompt and the reality check.
const PlayerPrompts = lazy(() => import('../features/responsible-play/components/player-prompts'));

/** The responsible-play prompts over every page, while a session exists (ADR 123). */
export function PlayerPromptsSlot() {
  const token = useAuthStore((state) => state.token);
  const logout = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  const idle = useIdleSinceMount();
  if (!token || !idle) return null;
  const logOut = async () => {
    await logout().catch(() => undefined);
    await navigate(paths.login, { replace: true });
  };
  return (
    <Suspense fallback={null}>
      <PlayerPrompts onLogout={logOut} />
    </Suspense>
  );
}
