import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/user';
import { realityCheckQueryKey } from '../api/responsible-play-api';
import '../responsible-play.css';
import { RealityCheck } from './reality-check';
import { TermsPrompt } from './terms-prompt';

/**
 * What a logged-in player is asked over any page: to accept new terms, else the reality check when due.
 * The app renders this only while a session exists, lazily, once the first screen is done (ADR 123).
 */
export default function PlayerPrompts({ onLogout }: { onLogout: () => Promise<void> }) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const user = useUser().data;
  // A check answered for this session must not show for the next login in this tab.
  useEffect(() => () => queryClient.removeQueries({ queryKey: realityCheckQueryKey }), [queryClient]);

  // Nothing before the user is known: new terms come first, the reality check after them.
  if (!user) return null;
  // Only a NEW version blocks the app; no acceptance on record is asked on the account page (TermsReminder).
  if (user.terms.mustAccept && user.terms.version !== null) {
    return pathname === paths.terms ? null : <TermsPrompt terms={user.terms} onLogout={onLogout} />;
  }
  return <RealityCheck onLogout={onLogout} />;
}
