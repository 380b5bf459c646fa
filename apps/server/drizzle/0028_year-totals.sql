CREATE TABLE "ledger_type_totals" (
	"account_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount_fen" bigint DEFAULT 0 NOT NULL,
	"entry_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_type_totals_account_id_type_pk" PRIMARY KEY("account_id","type")
);
--> statement-breakpoint
CREATE TABLE "operator_report_daily" (
	"day" date NOT NULL,
	"game_code" text NOT NULL,
	"play_code" text NOT NULL,
	"betting_fen" bigint DEFAULT 0 NOT NULL,
	"payout_fen" bigint DEFAULT 0 NOT NULL,
	"rebate_fen" bigint DEFAULT 0 NOT NULL,
	"bet_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "operator_report_daily_day_game_code_play_code_pk" PRIMARY KEY("day","game_code","play_code")
);
--> statement-breakpoint
CREATE TABLE "report_total" (
	"user_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"play_code" text NOT NULL,
	"betting_fen" bigint DEFAULT 0 NOT NULL,
	"payout_fen" bigint DEFAULT 0 NOT NULL,
	"rebate_fen" bigint DEFAULT 0 NOT NULL,
	"bet_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_total_user_id_game_code_play_code_pk" PRIMARY KEY("user_id","game_code","play_code")
);
--> statement-breakpoint
CREATE TABLE "team_report_total" (
	"ancestor_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"play_code" text NOT NULL,
	"betting_fen" bigint DEFAULT 0 NOT NULL,
	"payout_fen" bigint DEFAULT 0 NOT NULL,
	"rebate_fen" bigint DEFAULT 0 NOT NULL,
	"bet_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_report_total_ancestor_id_game_code_play_code_pk" PRIMARY KEY("ancestor_id","game_code","play_code")
);
--> statement-breakpoint
-- Hand-added (drizzle cannot express triggers), ADR 135: the totals above are kept by statement
-- triggers on the rows they sum, in the writing statement's transaction, whoever writes (settlement,
-- a back-office move, an instance of the previous release during a rolling upgrade). An update counts
-- its new rows up and its old rows down. Upserts in key order: concurrent writers wait, never deadlock
-- (each writer already holds the source rows' own locks, taken in the same orders).
CREATE FUNCTION report_daily_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH d AS (SELECT user_id, day, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count FROM new_rows),
    operator_rows AS (
      INSERT INTO operator_report_daily AS t (day, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count)
      SELECT day, game_code, play_code, sum(betting_fen), sum(payout_fen), sum(rebate_fen), sum(bet_count)
        FROM d GROUP BY day, game_code, play_code ORDER BY day, game_code, play_code
      ON CONFLICT (day, game_code, play_code) DO UPDATE
         SET betting_fen = t.betting_fen + excluded.betting_fen, payout_fen = t.payout_fen + excluded.payout_fen,
             rebate_fen = t.rebate_fen + excluded.rebate_fen, bet_count = t.bet_count + excluded.bet_count
    )
    INSERT INTO report_total AS t (user_id, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count)
    SELECT user_id, game_code, play_code, sum(betting_fen), sum(payout_fen), sum(rebate_fen), sum(bet_count)
      FROM d GROUP BY user_id, game_code, play_code ORDER BY user_id, game_code, play_code
    ON CONFLICT (user_id, game_code, play_code) DO UPDATE
       SET betting_fen = t.betting_fen + excluded.betting_fen, payout_fen = t.payout_fen + excluded.payout_fen,
           rebate_fen = t.rebate_fen + excluded.rebate_fen, bet_count = t.bet_count + excluded.bet_count;
  ELSIF TG_OP = 'DELETE' THEN
    WITH d AS (SELECT user_id, day, game_code, play_code, -betting_fen AS betting_fen, -payout_fen AS payout_fen, -rebate_fen AS rebate_fen, -bet_count AS bet_count FROM old_rows),
    operator_rows AS (
      INSERT INTO operator_report_daily AS t (day, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count)
      SELECT day, game_code, play_code, sum(betting_fen), sum(payout_fen), sum(rebate_fen), sum(bet_count)
        FROM d GROUP BY day, game_code, play_code ORDER BY day, game_code, play_code
      ON CONFLICT (day, game_code, play_code) DO UPDATE
         SET betting_fen = t.betting_fen + excluded.betting_fen, payout_fen = t.payout_fen + excluded.payout_fen,
             rebate_fen = t.rebate_fen + excluded.rebate_fen, bet_count = t.bet_count + excluded.bet_count
    )
    INSERT INTO report_total AS t (user_id, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count)
    SELECT user_id, game_code, play_code, sum(betting_fen), sum(payout_fen), sum(rebate_fen), sum(bet_count)
      FROM d GROUP BY user_id, game_code, play_code ORDER BY user_id, game_code, play_code
    ON CONFLICT (user_id, game_code, play_code) DO UPDATE
       SET betting_fen = t.betting_fen + excluded.betting_fen, payout_fen = t.payout_fen + excluded.payout_fen,
           rebate_fen = t.rebate_fen + excluded.rebate_fen, bet_count = t.bet_count + excluded.bet_count;
  ELSE
    WITH d AS (SELECT user_id, day, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count FROM new_rows UNION ALL SELECT user_id, day, game_code, play_code, -betting_fen AS betting_fen, -payout_fen AS payout_fen, -rebate_fen AS rebate_fen, -bet_count AS bet_count FROM old_rows),
    operator_rows AS (
      INSERT INTO operator_report_daily AS t (day, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count)
      SELECT day, game_code, play_code, sum(betting_fen), sum(payout_fen), sum(rebate_fen), sum(bet_count)
        FROM d GROUP BY day, game_code, play_code ORDER BY day, game_code, play_code
      ON CONFLICT (day, game_code, play_code) DO UPDATE
         SET betting_fen = t.betting_fen + excluded.betting_fen, payout_fen = t.payout_fen + excluded.payout_fen,
             rebate_fen = t.rebate_fen + excluded.rebate_fen, bet_count = t.bet_count + excluded.bet_count
    )
    INSERT INTO report_total AS t (user_id, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count)
    SELECT user_id, game_code, play_code, sum(betting_fen), sum(payout_fen), sum(rebate_fen), sum(bet_count)
      FROM d GROUP BY user_id, game_code, play_code ORDER BY user_id, game_code, play_code
    ON CONFLICT (user_id, game_code, play_code) DO UPDATE
       SET betting_fen = t.betting_fen + excluded.betting_fen, payout_fen = t.payout_fen + excluded.payout_fen,
           rebate_fen = t.rebate_fen + excluded.rebate_fen, bet_count = t.bet_count + excluded.bet_count;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION team_report_daily_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO team_report_total AS t (ancestor_id, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count)
    SELECT ancestor_id, game_code, play_code, sum(betting_fen), sum(payout_fen), sum(rebate_fen), sum(bet_count)
      FROM (SELECT ancestor_id, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count FROM new_rows) d GROUP BY ancestor_id, game_code, play_code ORDER BY ancestor_id, game_code, play_code
    ON CONFLICT (ancestor_id, game_code, play_code) DO UPDATE
       SET betting_fen = t.betting_fen + excluded.betting_fen, payout_fen = t.payout_fen + excluded.payout_fen,
           rebate_fen = t.rebate_fen + excluded.rebate_fen, bet_count = t.bet_count + excluded.bet_count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO team_report_total AS t (ancestor_id, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count)
    SELECT ancestor_id, game_code, play_code, sum(betting_fen), sum(payout_fen), sum(rebate_fen), sum(bet_count)
      FROM (SELECT ancestor_id, game_code, play_code, -betting_fen AS betting_fen, -payout_fen AS payout_fen, -rebate_fen AS rebate_fen, -bet_count AS bet_count FROM old_rows) d GROUP BY ancestor_id, game_code, play_code ORDER BY ancestor_id, game_code, play_code
    ON CONFLICT (ancestor_id, game_code, play_code) DO UPDATE
       SET betting_fen = t.betting_fen + excluded.betting_fen, payout_fen = t.payout_fen + excluded.payout_fen,
           rebate_fen = t.rebate_fen + excluded.rebate_fen, bet_count = t.bet_count + excluded.bet_count;
  ELSE
    INSERT INTO team_report_total AS t (ancestor_id, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count)
    SELECT ancestor_id, game_code, play_code, sum(betting_fen), sum(payout_fen), sum(rebate_fen), sum(bet_count)
      FROM (SELECT ancestor_id, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count FROM new_rows UNION ALL SELECT ancestor_id, game_code, play_code, -betting_fen AS betting_fen, -payout_fen AS payout_fen, -rebate_fen AS rebate_fen, -bet_count AS bet_count FROM old_rows) d GROUP BY ancestor_id, game_code, play_code ORDER BY ancestor_id, game_code, play_code
    ON CONFLICT (ancestor_id, game_code, play_code) DO UPDATE
       SET betting_fen = t.betting_fen + excluded.betting_fen, payout_fen = t.payout_fen + excluded.payout_fen,
           rebate_fen = t.rebate_fen + excluded.rebate_fen, bet_count = t.bet_count + excluded.bet_count;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION ledger_entries_type_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ledger_type_totals AS t (account_id, type, amount_fen, entry_count)
    SELECT account_id, type, sum(amount_fen), sum(entries)
      FROM (SELECT account_id, type, amount_fen, 1 AS entries FROM new_rows) d GROUP BY account_id, type ORDER BY account_id, type
    ON CONFLICT (account_id, type) DO UPDATE
       SET amount_fen = t.amount_fen + excluded.amount_fen, entry_count = t.entry_count + excluded.entry_count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO ledger_type_totals AS t (account_id, type, amount_fen, entry_count)
    SELECT account_id, type, sum(amount_fen), sum(entries)
      FROM (SELECT account_id, type, -amount_fen AS amount_fen, -1 AS entries FROM old_rows) d GROUP BY account_id, type ORDER BY account_id, type
    ON CONFLICT (account_id, type) DO UPDATE
       SET amount_fen = t.amount_fen + excluded.amount_fen, entry_count = t.entry_count + excluded.entry_count;
  ELSE
    INSERT INTO ledger_type_totals AS t (account_id, type, amount_fen, entry_count)
    SELECT account_id, type, sum(amount_fen), sum(entries)
      FROM (SELECT account_id, type, amount_fen, 1 AS entries FROM new_rows UNION ALL SELECT account_id, type, -amount_fen AS amount_fen, -1 AS entries FROM old_rows) d GROUP BY account_id, type ORDER BY account_id, type
    ON CONFLICT (account_id, type) DO UPDATE
       SET amount_fen = t.amount_fen + excluded.amount_fen, entry_count = t.entry_count + excluded.entry_count;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER report_daily_totals_insert AFTER INSERT ON "report_daily"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_daily_totals();--> statement-breakpoint
CREATE TRIGGER report_daily_totals_update AFTER UPDATE ON "report_daily"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_daily_totals();--> statement-breakpoint
CREATE TRIGGER report_daily_totals_delete AFTER DELETE ON "report_daily"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_daily_totals();--> statement-breakpoint
CREATE TRIGGER team_report_daily_totals_insert AFTER INSERT ON "team_report_daily"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION team_report_daily_totals();--> statement-breakpoint
CREATE TRIGGER team_report_daily_totals_update AFTER UPDATE ON "team_report_daily"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION team_report_daily_totals();--> statement-breakpoint
CREATE TRIGGER team_report_daily_totals_delete AFTER DELETE ON "team_report_daily"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION team_report_daily_totals();--> statement-breakpoint
CREATE TRIGGER ledger_entries_totals_insert AFTER INSERT ON "ledger_entries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_type_totals();--> statement-breakpoint
CREATE TRIGGER ledger_entries_totals_update AFTER UPDATE ON "ledger_entries"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_type_totals();--> statement-breakpoint
CREATE TRIGGER ledger_entries_totals_delete AFTER DELETE ON "ledger_entries"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_type_totals();--> statement-breakpoint
-- The backfill, after the triggers in the same transaction: creating a trigger locks its table
-- against writes until commit, so every row is counted exactly once (here or by a trigger).
INSERT INTO operator_report_daily (day, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count)
SELECT day, game_code, play_code, sum(betting_fen), sum(payout_fen), sum(rebate_fen), sum(bet_count)
  FROM report_daily GROUP BY day, game_code, play_code;--> statement-breakpoint
INSERT INTO report_total (user_id, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count)
SELECT user_id, game_code, play_code, sum(betting_fen), sum(payout_fen), sum(rebate_fen), sum(bet_count)
  FROM report_daily GROUP BY user_id, game_code, play_code;--> statement-breakpoint
INSERT INTO team_report_total (ancestor_id, game_code, play_code, betting_fen, payout_fen, rebate_fen, bet_count)
SELECT ancestor_id, game_code, play_code, sum(betting_fen), sum(payout_fen), sum(rebate_fen), sum(bet_count)
  FROM team_report_daily GROUP BY ancestor_id, game_code, play_code;--> statement-breakpoint
INSERT INTO ledger_type_totals (account_id, type, amount_fen, entry_count)
SELECT account_id, type, sum(amount_fen), count(*) FROM ledger_entries GROUP BY account_id, type;--> statement-breakpoint
-- Statistics now, not at autovacuum's next pass: without them the planner scans report_total whole
-- (1.2 M rows on a year) instead of using its key.
ANALYZE operator_report_daily, report_total, team_report_total, ledger_type_totals;
