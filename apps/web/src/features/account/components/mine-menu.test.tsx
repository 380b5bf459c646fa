import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { paths } from '../../../config/paths';
import { renderWithProviders } from '../../../testing/render';
import { makeUser } from '../../../testing/user-fixture';
import { MineHeader } from './mine-header';
import { MineMenu } from './mine-menu';

function Where() {
  const location = useLocation();
  return <p>now at {location.pathname + location.search}</p>;
}

function renderMine(ui: ReactElement) {
  return renderWithProviders(
    <Routes>
      <Route path={paths.mine} element={ui} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: paths.mine },
  );
}

describe('mine header', () => {
  it('shows account, type, balance in yuan and the frozen amount only when there is one', () => {
    renderMine(<MineHeader user={makeUser({ account: 'agent007', type: 'agent', balance: 12345 })} />);
    expect(screen.getByText('agent007')).toBeTruthy();
    expect(screen.getByText('Agent')).toBeTruthy();
    expect(screen.getByText('123.45')).toBeTruthy();
    expect(screen.queryByText('Frozen')).toBeNull();
  });

  it('shows the frozen amount when money is frozen', () => {
    renderMine(<MineHeader user={makeUser({ balance: 100, frozen: 5000 })} />);
    expect(screen.getByText('Frozen')).toBeTruthy();
    expect(screen.getByText('50.00')).toBeTruthy();
  });

  it('without an icon it shows the locally stored default avatar', () => {
    renderMine(<MineHeader user={makeUser({ icon: null })} />);
    const stored = window.localStorage.getItem('avatar');
    expect(document.querySelector('.mine-header__avatar img')?.getAttribute('src')).toBe(
      `/avatars/${stored}.svg`,
    );
  });

  it.each([
    ['Settings', paths.setup],
    ['Message centre', paths.messageCenter],
  ])('the %s button opens %s', (label, path) => {
    renderMine(<MineHeader user={makeUser()} />);
    fireEvent.click(screen.getByRole('button', { name: label }));
    expect(screen.getByText(`now at ${path}`)).toBeTruthy();
  });

  it('the account opens the personal centre', () => {
    renderMine(<MineHeader user={makeUser({ account: 'player01' })} />);
    fireEvent.click(screen.getByText('player01'));
    expect(screen.getByText(`now at ${paths.personalCenter}`)).toBeTruthy();
  });
});

describe('mine menu', () => {
  it('lists the spec entries in order', () => {
    renderMine(<MineMenu />);
    const entries = [...document.querySelectorAll('.mine-menu .adm-list-item-content-main')].map(
      (element) => element.textContent,
    );
    expect(entries).toEqual([
      'Agency centre',
      'Report centre',
      'Personal centre',
      'Transaction records',
      'Betting history',
      'Recharge',
      'Recharge record',
      'Withdrawal records',
      'Withdrawal management',
      'Bind e-mail',
      'Bind phone',
      'Withdrawal address',
      'Bank card',
      'Digital wallet',
      'Change avatar',
      'Settings',
    ]);
  });

  it.each([
    ['Change avatar', `${paths.personalCenter}?pick=avatar`],
    ['Bind e-mail', paths.bindEmail],
    ['Bind phone', paths.bindPhone],
    ['Settings', paths.setup],
    ['Withdrawal management', paths.withdrawManage],
  ])('%s opens %s', (label, path) => {
    renderMine(<MineMenu />);
    fireEvent.click(screen.getByText(label));
    expect(screen.getByText(`now at ${path}`)).toBeTruthy();
  });
});
