import type { TermsStatus } from '@fairdraw/contract';
import { NoticeBar } from 'antd-mobile';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import '../responsible-play.css';
import { useRpTexts } from './use-rp-texts';

/**
 * An account with no acceptance on record (opened by an agent, or older than stored terms) is asked
 * on its own page, in the page's flow: the server does not refuse it, so nothing blocks the app
 * (ADR 121). A player who accepted an older version gets the blocking prompt instead.
 */
export function TermsReminder({ terms }: { terms: TermsStatus }) {
  const { t, ready } = useRpTexts();
  if (!ready || !terms.mustAccept || terms.version !== null) return null;
  return (
    <NoticeBar
      className="rp-terms-reminder"
      color="info"
      wrap
      content={
        <span>
          {t('terms.reminder', { version: terms.current })} <Link to={paths.terms}>{t('terms.read')}</Link>
        </span>
      }
    />
  );
}
