import type { TermsStatus } from '@fairdraw/contract';
import { Dialog } from 'antd-mobile';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { showToast } from '../../../lib/toast';
import { useAcceptTerms } from '../api/responsible-play-api';
import { useRpTexts } from './use-rp-texts';

/**
 * After login, when the terms changed since the player accepted them (getUserInfo.terms.mustAccept),
 * a dialog blocks the app until they accept the new version or log out: until then the server
 * refuses bets and recharges (1001). Not shown on the terms page itself, which offers the same accept.
 */
export function TermsPrompt({ terms, onLogout }: { terms: TermsStatus; onLogout: () => Promise<void> }) {
  const { t, ready } = useRpTexts();
  const accept = useAcceptTerms();
  if (!ready) return null;

  return (
    <Dialog
      visible
      aria-label={t('terms.promptTitle')}
      title={t('terms.promptTitle')}
      content={
        <div className="rp-terms-prompt">
          <p>{t('terms.promptText', { version: terms.current })}</p>
          <p>
            <Link to={paths.terms}>{t('terms.read')}</Link>
          </p>
        </div>
      }
      actions={[
        { key: 'accept', text: t('terms.accept'), bold: true, disabled: accept.isPending },
        { key: 'logout', text: t('rc.logout') },
      ]}
      onAction={(action) => {
        if (action.key === 'logout') {
          void onLogout();
          return;
        }
        accept.mutate(terms.current, { onSuccess: () => showToast(t('terms.accepted')) });
      }}
    />
  );
}
