import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '../../app/paths';

interface AppNavBarProps {
  title: ReactNode;
  /** Show the back arrow (default true). */
  back?: boolean;
  right?: ReactNode;
}

/** The custom navigation bar (spec section 2): back goes to the previous page, or home on a fresh tab. */
export function AppNavBar({ title, back = true, right }: AppNavBarProps) {
  const navigate = useNavigate();
  const onBack = () => {
    const state = window.history.state as { idx?: number } | null;
    if (state?.idx && state.idx > 0) void navigate(-1);
    else void navigate(paths.home, { replace: true });
  };
  return (
    <NavBar className="app-nav-bar" back={back ? '' : null} backIcon={back} onBack={onBack} right={right}>
      {title}
    </NavBar>
  );
}
