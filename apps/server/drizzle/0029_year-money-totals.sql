CREATE TABLE "operator_money_daily" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"order_count" bigint DEFAULT 0 NOT NULL,
	"amount_fen" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "operator_money_daily_day_kind_pk" PRIMARY KEY("day","kind"),
	CONSTRAINT "operator_money_daily_kind_ck" CHECK ("operator_money_daily"."kind" in ('recharge', 'withdraw'))
);
--> statement-breakpoint
CREATE TABLE "operator_money_zone" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "operator_money_zone_one_ck" CHECK ("operator_money_zone"."id" = 1)
);
--> statement-breakpoint
-- Hand-added (drizzle cannot express triggers), ADR 135 addendum: the dashboard's money per day,
-- kept by statement triggers on the orders as migration 0028 keeps the betting totals. A row counts
-- while it is a passed recharge (day of closed_at) or a completed withdrawal (day of reviewed_at):
-- an update counts its new rows up and its old rows down, so a status change, an amount or a time
-- rewritten by hand, a delete and a writer of the previous release all follow. The day is taken in
-- operator_money_zone's time zone: the trigger cannot see the server's TZ, so start-up writes it
-- there and, when it differs, recounts the days in one transaction (admin-dashboard.repo.ts).
-- 'Asia/Ho_Chi_Minh' is TZ's default.
INSERT INTO operator_money_zone (id, time_zone) VALUES (1, 'Asia/Ho_Chi_Minh');--> statement-breakpoint
CREATE FUNCTION recharge_orders_money_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := coalesce((SELECT time_zone FROM operator_money_zone WHERE id = 1), 'Asia/Ho_Chi_Minh');
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO operator_money_daily AS t (day, kind, order_count, amount_fen)
    SELECT (closed_at AT TIME ZONE zone)::date, 'recharge', sum(n), sum(amount_fen)
      FROM (SELECT closed_at, 1 AS n, amount_fen FROM new_rows WHERE status = 'passed' AND closed_at IS NOT NULL) d
     GROUP BY 1 HAVING sum(n) <> 0 OR sum(amount_fen) <> 0 ORDER BY 1
    ON CONFLICT (day, kind) DO UPDATE
       SET order_count = t.order_count + excluded.order_count, amount_fen = t.amount_fen + excluded.amount_fen;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO operator_money_daily AS t (day, kind, order_count, amount_fen)
    SELECT (closed_at AT TIME ZONE zone)::date, 'recharge', sum(n), sum(amount_fen)
      FROM (SELECT closed_at, -1 AS n, -amount_fen AS amount_fen FROM old_rows WHERE status = 'passed' AND closed_at IS NOT NULL) d
     GROUP BY 1 HAVING sum(n) <> 0 OR sum(amount_fen) <> 0 ORDER BY 1
    ON CONFLICT (day, kind) DO UPDATE
       SET order_count = t.order_count + excluded.order_count, amount_fen = t.amount_fen + excluded.amount_fen;
  ELSE
    INSERT INTO operator_money_daily AS t (day, kind, order_count, amount_fen)
    SELECT (closed_at AT TIME ZONE zone)::date, 'recharge', sum(n), sum(amount_fen)
      FROM (SELECT closed_at, 1 AS n, amount_fen FROM new_rows WHERE status = 'passed' AND closed_at IS NOT NULL UNION ALL SELECT closed_at, -1 AS n, -amount_fen AS amount_fen FROM old_rows WHERE status = 'passed' AND closed_at IS NOT NULL) d
     GROUP BY 1 HAVING sum(n) <> 0 OR sum(amount_fen) <> 0 ORDER BY 1
    ON CONFLICT (day, kind) DO UPDATE
       SET order_count = t.order_count + excluded.order_count, amount_fen = t.amount_fen + excluded.amount_fen;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION withdraw_orders_money_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := coalesce((SELECT time_zone FROM operator_money_zone WHERE id = 1), 'Asia/Ho_Chi_Minh');
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO operator_money_daily AS t (day, kind, order_count, amount_fen)
    SELECT (reviewed_at AT TIME ZONE zone)::date, 'withdraw', sum(n), sum(amount_fen)
      FROM (SELECT reviewed_at, 1 AS n, amount_fen FROM new_rows WHERE state = 'Completed' AND reviewed_at IS NOT NULL) d
     GROUP BY 1 HAVING sum(n) <> 0 OR sum(amount_fen) <> 0 ORDER BY 1
    ON CONFLICT (day, kind) DO UPDATE
       SET order_count = t.order_count + excluded.order_count, amount_fen = t.amount_fen + excluded.amount_fen;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO operator_money_daily AS t (day, kind, order_count, amount_fen)
    SELECT (reviewed_at AT TIME ZONE zone)::date, 'withdraw', sum(n), sum(amount_fen)
      FROM (SELECT reviewed_at, -1 AS n, -amount_fen AS amount_fen FROM old_rows WHERE state = 'Completed' AND reviewed_at IS NOT NULL) d
     GROUP BY 1 HAVING sum(n) <> 0 OR sum(amount_fen) <> 0 ORDER BY 1
    ON CONFLICT (day, kind) DO UPDATE
       SET order_count = t.order_count + excluded.order_count, amount_fen = t.amount_fen + excluded.amount_fen;
  ELSE
    INSERT INTO operator_money_daily AS t (day, kind, order_count, amount_fen)
    SELECT (reviewed_at AT TIME ZONE zone)::date, 'withdraw', sum(n), sum(amount_fen)
      FROM (SELECT reviewed_at, 1 AS n, amount_fen FROM new_rows WHERE state = 'Completed' AND reviewed_at IS NOT NULL UNION ALL SELECT reviewed_at, -1 AS n, -amount_fen AS amount_fen FROM old_rows WHERE state = 'Completed' AND reviewed_at IS NOT NULL) d
     GROUP BY 1 HAVING sum(n) <> 0 OR sum(amount_fen) <> 0 ORDER BY 1
    ON CONFLICT (day, kind) DO UPDATE
       SET order_count = t.order_count + excluded.order_count, amount_fen = t.amount_fen + excluded.amount_fen;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER recharge_orders_money_totals_insert AFTER INSERT ON "recharge_orders"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION recharge_orders_money_totals();--> statement-breakpoint
CREATE TRIGGER recharge_orders_money_totals_update AFTER UPDATE ON "recharge_orders"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION recharge_orders_money_totals();--> statement-breakpoint
CREATE TRIGGER recharge_orders_money_totals_delete AFTER DELETE ON "recharge_orders"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION recharge_orders_money_totals();--> statement-breakpoint
CREATE TRIGGER withdraw_orders_money_totals_insert AFTER INSERT ON "withdraw_orders"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION withdraw_orders_money_totals();--> statement-breakpoint
CREATE TRIGGER withdraw_orders_money_totals_update AFTER UPDATE ON "withdraw_orders"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION withdraw_orders_money_totals();--> statement-breakpoint
CREATE TRIGGER withdraw_orders_money_totals_delete AFTER DELETE ON "withdraw_orders"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION withdraw_orders_money_totals();--> statement-breakpoint
-- The backfill, after the triggers in the same transaction (creating a trigger locks its table
-- against writes until commit: every order is counted once, here or by a trigger), then statistics.
INSERT INTO operator_money_daily (day, kind, order_count, amount_fen)
SELECT (closed_at AT TIME ZONE (SELECT time_zone FROM operator_money_zone))::date, 'recharge', count(*), sum(amount_fen)
  FROM recharge_orders WHERE status = 'passed' AND closed_at IS NOT NULL GROUP BY 1
UNION ALL
SELECT (reviewed_at AT TIME ZONE (SELECT time_zone FROM operator_money_zone))::date, 'withdraw', count(*), sum(amount_fen)
  FROM withdraw_orders WHERE state = 'Completed' AND reviewed_at IS NOT NULL GROUP BY 1;--> statement-breakpoint
ANALYZE operator_money_daily, operator_money_zone;
