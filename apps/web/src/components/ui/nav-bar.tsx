import 'antd-mobile/es/components/nav-bar/nav-bar.css';

import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '../../config/paths';

interface AppNavBarProps {
  title: ReactNode;
  /** Show the back arrow (default true). */
  back?: boolean;
  right?: ReactNode;
}

/**
 * The custom navigation bar: back goes to the previous page, or home on a fresh tab.
 * antd-mobile's look (its class names and CSS) without its markup, which wraps the left side in an
 * unnamed role="button" div: here back is a real, named button and the title is the page's one h1.
 */
export function AppNavBar({ title, back = true, right }: AppNavBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onBack = () => {
    const state = window.history.state as { idx?: number } | null;
    if (state?.idx && state.idx > 0) void navigate(-1);
    else void navigate(paths.home, { replace: true });
  };
  return (
    <header className="app-nav-bar">
      <div className="adm-nav-bar">
        <div className="adm-nav-bar-left">
          {back && (
            <button
              type="button"
              className="app-icon-button app-nav-bar__back"
              aria-label={t('common.back')}
              onClick={onBack}
            >
              <LeftOutline fontSize={22} aria-hidden />
            </button>
          )}
        </div>
        <h1 className="adm-nav-bar-title app-nav-bar__title">{title}</h1>
        <div className="adm-nav-bar-right">{right}</div>
      </div>
    </header>
  );
}
