import type { ReactNode } from 'react';

import { AppNavBar } from './nav-bar';
import { AppTabBar } from './tab-bar';

interface PageLayoutProps {
  /** Nav bar title; omit for pages that draw their own header. */
  title?: ReactNode;
  /** The h1 of a page without a nav bar: read by screen readers, not shown. */
  hiddenTitle?: string;
  back?: boolean;
  navRight?: ReactNode;
  /** The four tab pages show the bottom tab bar. */
  tabBar?: boolean;
  children: ReactNode;
}

/**
 * Mobile-first page frame: 375 px base, at most 960 px wide and centred (e2e/layout.spec.ts). Landmarks:
 * the nav bar is the banner with the page's h1, the content is `main`, the tab bar is `nav`.
 */
export function PageLayout({
  title,
  hiddenTitle,
  back = true,
  navRight,
  tabBar = false,
  children,
}: PageLayoutProps) {
  return (
    <div className={tabBar ? 'app-page app-page--tabs' : 'app-page'}>
      {title !== undefined && <AppNavBar title={title} back={back} right={navRight} />}
      {title === undefined && hiddenTitle !== undefined && (
        <h1 className="app-visually-hidden">{hiddenTitle}</h1>
      )}
      <main className="app-page__content">{children}</main>
      {tabBar && <AppTabBar />}
    </div>
  );
}
