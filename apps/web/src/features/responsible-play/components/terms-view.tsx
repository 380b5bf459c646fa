import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';

import { currentTermsVersion } from '@fairdraw/contract';

import { formatDateTime } from '../../../lib/format-date-time';
import { storage } from '../../../lib/storage';
import { showToast } from '../../../lib/toast';
import { userInfoQueryOptions } from '../../../lib/user';
import { useAcceptTerms } from '../api/responsible-play-api';
import '../responsible-play.css';
import { useRpTexts } from './use-rp-texts';

/** The terms' sections, in order; each has a title and a body in every language. */
export const termsSections = ['age', 'account', 'fairness', 'money', 'play', 'closure', 'changes'] as const;

/**
 * The terms of use (version `currentTermsVersion`, the one the server asks players to accept), public: registration links here. A logged-in player who
 * still has to accept this version accepts it at the end; one who has sees when they did.
 */
export function TermsView() {
  const { t, i18n, ready } = useRpTexts();
  const loggedIn = storage.get('token') !== null;
  const user = useQuery({ ...userInfoQueryOptions(), enabled: loggedIn }).data;
  const accept = useAcceptTerms();
  if (!ready) return null;
  const terms = loggedIn ? user?.terms : undefined;

  return (
    <article className="rp-terms">
      <p className="rp-terms-version">{t('terms.version', { version: currentTermsVersion })}</p>
      {termsSections.map((section) => (
        <section key={section}>
          <h2>{t(`terms.${section}.title`)}</h2>
          <p>{t(`terms.${section}.body`)}</p>
        </section>
      ))}
      {terms?.mustAccept && (
        <div className="rp-terms-accept">
          <Button
            block
            color="primary"
            size="large"
            loading={accept.isPending}
            onClick={() => accept.mutate(terms.current, { onSuccess: () => showToast(t('terms.accepted')) })}
          >
            {t('terms.accept')}
          </Button>
        </div>
      )}
      {terms && !terms.mustAccept && terms.version && terms.acceptedAt && (
        <p className="rp-terms-version">
          {t('terms.acceptedAt', {
            version: terms.version,
            time: formatDateTime(terms.acceptedAt, i18n.language),
          })}
        </p>
      )}
    </article>
  );
}
