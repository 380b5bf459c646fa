import type { ReactNode } from 'react';

import { AppNavBar } from './nav-bar';
import { AppTabBar } from './tab-bar';

interface PageLayoutProps {
  /** Nav bar title; omit for pages that draw their own header. */
  title?: ReactNode;
  back?: boolean;
  navRight?: ReactNode;
  /** The four tab pages show the bottom tab bar. */
  tabBar?: boolean;
  children: ReactNode;
}

/** Mobile-first page frame: 375 px base, at most 960 px wide and centred (spec section 9). */
export function PageLayout({ title, back = true, navRight, tabBar = false, children }: PageLayoutProps) {
  return (
    <div className={tabBar ? 'app-page app-page--tabs' : 'app-page'}>
      {title !== undefined && <AppNavBar title={title} back={back} right={navRight} />}
      <main className="app-page__content">{children}</main>
      {tabBar && <AppTabBar />}
    </div>
  );
}
