CREATE TABLE "bet_count_zone" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "bet_count_zone_one_ck" CHECK ("bet_count_zone"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "bet_day_counts" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"game_code" text NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "bet_day_counts_user_id_day_game_code_pk" PRIMARY KEY("user_id","day","game_code")
);
--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "day_counted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-added (drizzle cannot express triggers), ADR 148: `/bet/list`'s total from bets per player,
-- operator day and game. makeOrder's batch statement counts the bets it inserts itself and marks them
-- `day_counted` (a statement trigger cost three times as much per order). A row trigger counts every
-- other insert (the previous release during a rolling upgrade, a repair by hand): its WHEN is false
-- for makeOrder's rows, so it costs them no call. Triggers also follow a delete, and an update that
-- moves a bet's player, game or time (settlement and cancels rewrite a bet's status, never those
-- columns, so no trigger runs for them). The day is taken in bet_count_zone's time zone: the database
-- cannot see the server's TZ, so start-up writes it there and recounts when it differs
-- (records.repo.ts). 'Asia/Ho_Chi_Minh' is TZ's default.
INSERT INTO bet_count_zone (id, time_zone) VALUES (1, 'Asia/Ho_Chi_Minh');--> statement-breakpoint
CREATE FUNCTION bets_day_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := coalesce((SELECT time_zone FROM bet_count_zone WHERE id = 1), 'Asia/Ho_Chi_Minh');
BEGIN
  INSERT INTO bet_day_counts AS t (user_id, day, game_code, bets)
  SELECT user_id, day, game_code, sum(n)
    FROM (SELECT OLD.user_id, (OLD.created_at AT TIME ZONE zone)::date, OLD.game_code, -1 WHERE TG_OP <> 'INSERT'
          UNION ALL
          SELECT NEW.user_id, (NEW.created_at AT TIME ZONE zone)::date, NEW.game_code, 1 WHERE TG_OP <> 'DELETE')
      AS m(user_id, day, game_code, n)
   GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (user_id, day, game_code) DO UPDATE SET bets = t.bets + excluded.bets;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION bets_day_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := coalesce((SELECT time_zone FROM bet_count_zone WHERE id = 1), 'Asia/Ho_Chi_Minh');
BEGIN
  INSERT INTO bet_day_counts AS t (user_id, day, game_code, bets)
  SELECT user_id, (created_at AT TIME ZONE zone)::date, game_code, -count(*)
    FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (user_id, day, game_code) DO UPDATE SET bets = t.bets + excluded.bets;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER bets_day_counts_insert AFTER INSERT ON "bets"
  FOR EACH ROW WHEN (NOT NEW.day_counted) EXECUTE FUNCTION bets_day_counts_moved();--> statement-breakpoint
CREATE TRIGGER bets_day_counts_update AFTER UPDATE OF user_id, game_code, created_at ON "bets"
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.game_code IS DISTINCT FROM NEW.game_code
                     OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION bets_day_counts_moved();--> statement-breakpoint
CREATE TRIGGER bets_day_counts_delete AFTER DELETE ON "bets"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bets_day_counts_deleted();--> statement-breakpoint
-- The backfill, after the triggers in the same transaction (creating a trigger locks its table
-- against writes until commit: every bet is counted once, here or by a trigger), then statistics.
INSERT INTO bet_day_counts (user_id, day, game_code, bets)
SELECT user_id, (created_at AT TIME ZONE (SELECT time_zone FROM bet_count_zone))::date, game_code, count(*)
  FROM bets GROUP BY 1, 2, 3;--> statement-breakpoint
ANALYZE bet_day_counts, bet_count_zone;
