// The year's draw issues (year-generate.ts): every game's whole schedule, drawn. Results are random
// shapes of each game family, not derived from the published seeds.
import { timeZone, type YearContext } from './year-context';

export async function generateIssues({ size, firstDay, step }: YearContext, games: string[]): Promise<void> {
  await step(
    'draw issues',
    `insert into draw_issues (game_code, issue, open_at, close_at, draw_at, commitment, seed_cipher, seed, result,
                              zodiac_year, drawn_at, open_announced, close_announced, created_at)
     select g.code, to_char(d.day, 'YYYYMMDD') || lpad(n::text, 4, '0'),
            t.open_at, t.open_at + g.interval_sec * interval '1 second' - g.close_sec * interval '1 second',
            t.open_at + g.interval_sec * interval '1 second',
            encode(sha256(decode(s.seed, 'hex')), 'hex'), 'generated', s.seed, r.result,
            case when g.family = 'marksix' then extract(year from d.day)::int end,
            t.open_at + g.interval_sec * interval '1 second' + interval '1 second', true, true,
            t.open_at - interval '1 day'
       from generate_series(0, ${size.days - 1}) i
       cross join lateral (select ($1::date + i) as day) d
       cross join games g
       cross join lateral generate_series(1, 86400 / g.interval_sec) n
       cross join lateral (select (d.day::timestamp at time zone '${timeZone}') + (n - 1) * g.interval_sec * interval '1 second' as open_at) t
       cross join lateral (select md5(random()::text || n) || md5(random()::text || i) as seed) s
       cross join lateral (
         select case g.family
                  when 'k3' then (select jsonb_agg(1 + floor(random() * 6)::int) from generate_series(1, 3) x where x > n * 0)
                  when 'fiveball' then (select jsonb_agg(floor(random() * 10)::int) from generate_series(1, 5) x where x > n * 0)
                  when 'racing' then (select jsonb_agg(x order by random()) from generate_series(1, 10) x where x > n * 0)
                  else (select jsonb_agg(x) from (select x from generate_series(1, 49) x where x > n * 0 order by random() limit 7) p)
                end as result) r
      where g.code = any($2)
      order by t.open_at, g.code`,
    [firstDay, games],
  );
}
