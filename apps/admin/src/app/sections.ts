import type { OperatorRole } from '@fairdraw/contract';

import { texts } from '../texts';

/**
 * The screens of the back office and who may open them. The roles mirror those the server declares
 * on the routes each screen calls (adminEndpoints); the menu only hides what the server would refuse.
 */
export interface Section {
  key: string;
  path: string;
  label: string;
  roles: readonly OperatorRole[];
}

const all = ['admin', 'finance', 'support'] as const;
const money = ['admin', 'finance'] as const;
const people = ['admin', 'support'] as const;
const adminOnly = ['admin'] as const;

export const sections = [
  { key: 'dashboard', path: '/dashboard', label: texts.menu.dashboard, roles: money },
  { key: 'users', path: '/users', label: texts.menu.users, roles: all },
  { key: 'risk', path: '/risk', label: texts.menu.risk, roles: all },
  { key: 'recharge', path: '/recharge', label: texts.menu.recharge, roles: money },
  { key: 'withdraw', path: '/withdraw', label: texts.menu.withdraw, roles: money },
  { key: 'approvals', path: '/approvals', label: texts.menu.approvals, roles: money },
  { key: 'games', path: '/games', label: texts.menu.games, roles: all },
  { key: 'draws', path: '/draws', label: texts.menu.draws, roles: all },
  { key: 'messages', path: '/messages', label: texts.menu.messages, roles: people },
  { key: 'support', path: '/support', label: texts.menu.support, roles: people },
  { key: 'operators', path: '/operators', label: texts.menu.operators, roles: adminOnly },
  { key: 'audit', path: '/audit', label: texts.menu.audit, roles: adminOnly },
] as const satisfies readonly Section[];

export type SectionKey = (typeof sections)[number]['key'];

export const sectionsFor = (role: OperatorRole): Section[] =>
  sections.filter((section) => (section.roles as readonly OperatorRole[]).includes(role));

/** Where a signed-in operator lands: the first screen their role may open. */
export const homePathFor = (role: OperatorRole): string => sectionsFor(role)[0]?.path ?? '/users';
