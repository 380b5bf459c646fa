// The year's reports and the rest (year-generate.ts): the daily report rows (own and team) as
// settlement writes them, the last 30 days of live events left unpruned, support conversations.
import { agentRebate, timeZone, type YearContext } from './year-context';

export async function generateReports({ step }: YearContext): Promise<void> {
  await step(
    'report_daily',
    `insert into report_daily (user_id, day, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count)
     select user_id, day, game_code, play_code, sum(betting), sum(payout), sum(rebate), sum(n)
       from (select b.user_id, (b.settled_at at time zone '${timeZone}')::date as day, b.game_code, b.play_code,
                    b.amount_fen as betting, b.payout_fen as payout, 0 as rebate, 1 as n
               from gen_bets b where b.status in ('won', 'lost')
             union all
             select u.parent_id, (b.settled_at at time zone '${timeZone}')::date, b.game_code, b.play_code, 0, 0,
                    b.amount_fen * ${agentRebate} / 1000, 0
               from gen_bets b join users u on u.id = b.user_id
              where b.status in ('won', 'lost')) x
      group by user_id, day, game_code, play_code`,
  );
  await step(
    'team_report_daily',
    `insert into team_report_daily (ancestor_id, day, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count)
     select t.ancestor_id, r.day, r.game_code, r.play_code, sum(r.betting_fen), sum(r.payout_fen), sum(r.rebate_fen), sum(r.bet_count)
       from report_daily r join user_tree t on t.descendant_id = r.user_id and t.depth >= 1
      group by t.ancestor_id, r.day, r.game_code, r.play_code`,
  );
}

/** The last 30 days of live events, as if the pruner had not run: what its first run meets. */
export async function generateLiveEvents({ size, start, step }: YearContext): Promise<void> {
  await step(
    'live events (30 days, unpruned)',
    `insert into live_events (kind, user_id, payload, created_at)
     select e.kind, null, jsonb_build_object('game', d.game_code, 'issue', d.issue), e.at
       from draw_issues d
       cross join lateral (values ('issue', d.open_at), ('closing', d.close_at), ('result', d.drawn_at)) e(kind, at)
      where d.seed_cipher = 'generated' and d.draw_at > $1::timestamptz + ${size.days - 30} * interval '1 day'
     union all
     select 'settled', b.user_id, jsonb_build_object('game', b.game_code, 'issue', b.issue, 'payout', sum(b.payout_fen)),
            max(b.settled_at)
       from gen_bets b where b.created_at > $1::timestamptz + ${size.days - 30} * interval '1 day' and b.status <> 'cancelled'
      group by b.user_id, b.game_code, b.issue
      order by 4`,
    [start],
  );
}

/** A conversation for every fourth player, a message a week. */
export async function generateSupport(
  { client, start, step }: YearContext,
  operatorId: number,
): Promise<void> {
  await step(
    'support conversations',
    `insert into support_conversations (user_id, user_last_read_id, operator_last_read_id, last_message_at, created_at)
     select id, 0, 0, $1::timestamptz, $1::timestamptz from users where account like 'yplayer%' and id % 4 = 0`,
    [start],
  );
  await step(
    'support messages',
    `insert into support_messages (conversation_id, author, operator_id, text, ip, created_at)
     select c.id, case when k % 3 = 2 then 'operator' else 'user' end, case when k % 3 = 2 then ${operatorId} end,
            'Generated message ' || k || ' about my order and its payout, please check it.', '10.3.' || (c.id % 250) || '.1',
            $1::timestamptz + (k * 7 + c.id % 7) * interval '1 day' + (c.id % 1440) * interval '1 minute'
       from support_conversations c cross join generate_series(0, 49) k
      where c.user_id in (select id from users where account like 'yplayer%')
        and $1::timestamptz + (k * 7 + c.id % 7) * interval '1 day' < now()
      order by 6`,
    [start],
  );
  await client.query(`update support_conversations c set last_message_at = m.at, user_last_read_id = m.id, operator_last_read_id = m.id
                         from (select conversation_id, max(created_at) as at, max(id) as id from support_messages group by 1) m
                        where m.conversation_id = c.id`);
}
