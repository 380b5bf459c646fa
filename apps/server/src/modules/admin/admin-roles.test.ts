import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type OperatorRole, adminEndpoints, operatorRoles } from '@fairdraw/contract';

import { type TestApp, buildTestApp } from '../../../test/helper';

let t: TestApp;
const tokens = {} as Record<OperatorRole, string>;
let playerToken: string;
const passwords: Record<OperatorRole, [string, string]> = {
  admin: ['admin', 'admin-password-1'],
  finance: ['role-finance', 'finance-password-1'],
  support: ['role-support', 'support-password-1'],
};
async function login(role: OperatorRole) {
  const [account, password] = passwords[role];
  const res = await t.post('/admin/login', { account, password });
  expect(res.body.data.step, JSON.stringify(res.body)).toBe('done');
  return String(res.body.data.token);
}

beforeAll(async () => {
  // The demo seed's finance and support operators (FINANCE_* / SUPPORT_* in .env.example).
  t = await buildTestApp({
    config: {
      extraOperators: [
        { account: 'role-finance', password: 'finance-password-1', role: 'finance' },
        { account: 'role-support', password: 'support-password-1', role: 'support' },
      ],
    },
  });
  for (const role of operatorRoles) tokens[role] = await login(role);
  playerToken = (await t.register()).token;
});
afterAll(() => t.close());

const routes = Object.entries(adminEndpoints).map(([key, e]) => ({ key, ...e }));

describe('every /admin/* route declares its roles and enforces them', () => {
  it('the contract and the server hold the same /admin/* routes; only /admin/login has no roles', () => {
    const registered = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) => /(\/admin\/\S*) \(/.exec(line)?.[1])
      .filter((p): p is string => Boolean(p));
    expect(registered.length).toBeGreaterThan(30);
    const declared = routes.map((r) => r.path);
    for (const path of registered)
      expect(declared, `${path} is registered but not in the contract`).toContain(path);
    for (const r of routes) {
      expect(t.app.hasRoute({ method: 'POST', url: r.path }), `${r.path} not registered`).toBe(true);
      if (r.path === '/admin/login') expect(r.roles).toEqual([]);
      else expect(r.roles.length, `${r.path} declares no roles`).toBeGreaterThan(0);
    }
  });

  it.each(routes.filter((r) => r.path !== '/admin/login'))(
    '$path: no token and a player token → 401; a role outside $roles → 1001; inside → passes the gate',
    async (route) => {
      expect((await t.post(route.path, {})).body.code).toBe(401);
      expect((await t.post(route.path, {}, { token: playerToken })).body.code).toBe(401);
      for (const role of operatorRoles) {
        // An empty body: allowed roles get past the role check (to validation or a harmless read).
        const res = await t.app.inject({
          method: 'POST',
          url: route.path,
          // Logging out ends the session it is called with: it gets a session of its own.
          headers: { token: route.key === 'adminLogout' ? await login(role) : tokens[role], language: 'en' },
          payload: {},
        });
        const code = res.headers['content-type']?.toString().includes('json')
          ? res.json<{ code: number }>().code
          : 0;
        if (route.roles.includes(role)) {
          expect([401, 1001], `${route.path} refused ${role}`).not.toContain(code);
        } else {
          expect(code, `${route.path} let ${role} in`).toBe(1001);
        }
      }
    },
  );
});
