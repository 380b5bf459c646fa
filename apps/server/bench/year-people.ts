// The year's people (year-generate.ts): agents under the house agent, players under the agents,
// their ledger accounts, payout addresses and sessions.
import { agentRebate, type YearContext } from './year-context';

export async function generatePeople(
  { size, start, step }: YearContext,
  passwordHash: string,
): Promise<void> {
  await step(
    'users: agents',
    `insert into users (account, password_hash, type, parent_id, rebate_per_mille, invite_code, register_ip, created_at)
     select 'yagent' || lpad(g::text, 5, '0'), $1, 'agent', h.id, ${agentRebate}, 'YA' || g, '10.1.' || (g % 250) || '.1',
            $2::timestamptz - interval '60 days'
       from generate_series(1, ${size.agents}) g, (select id from users where invite_code = '8888') h`,
    [passwordHash, start],
  );
  await step(
    'users: players',
    `insert into users (account, password_hash, type, parent_id, rebate_per_mille, register_ip, created_at,
                        last_login_at, last_login_ip)
     select 'yplayer' || lpad(g::text, 7, '0'), $1, 'player',
            (select min(id) from users where account like 'yagent%') + g % ${size.agents}, 0,
            '10.2.' || (g % 250) || '.' || (g / 250 % 250), $2::timestamptz - interval '30 days' + (g % 1000) * interval '1 minute',
            now() - (g % 720) * interval '1 hour', '10.2.' || (g % 250) || '.' || (g / 250 % 250)
       from generate_series(1, ${size.players}) g`,
    [passwordHash, start],
  );
  await step(
    'ledger accounts of the new users',
    `insert into ledger_accounts (user_id, kind, code, created_at)
     select u.id, 'user', 'user:' || u.id, u.created_at from users u
      where u.account like 'y%' and not exists (select 1 from ledger_accounts a where a.user_id = u.id)`,
  );
  await step(
    'payout addresses',
    `insert into payout_addresses (user_id, kind, holder_name, provider, number, number_hash, locked, created_at)
     select id, 'bank', 'Year Player', 'Year Bank', 'generated', md5('card' || id), true, created_at
       from users where account like 'yplayer%'`,
  );
}

/** A session per user, seen within the last days. */
export async function generateSessions({ step }: YearContext): Promise<void> {
  await step(
    'sessions',
    `insert into sessions (id, user_id, refresh_jti, created_at, last_seen_at, ip, user_agent)
     select 'ys' || u.id, u.id, md5('jti' || u.id), now() - (u.id % 720) * interval '1 hour',
            now() - (u.id % 2000) * interval '1 minute', u.register_ip, 'generated'
       from users u where u.account like 'y%'`,
  );
}
