CREATE TABLE "bet_orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"game_code" text NOT NULL,
	"issue" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"chase_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"game_code" text NOT NULL,
	"issue_id" bigint NOT NULL,
	"issue" text NOT NULL,
	"play_code" text NOT NULL,
	"selection" jsonb NOT NULL,
	"bet_count" integer NOT NULL,
	"unit_price_fen" bigint NOT NULL,
	"multiple" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"potential_payout_fen" bigint NOT NULL,
	"rates" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payout_fen" bigint DEFAULT 0 NOT NULL,
	"win_count" integer DEFAULT 0 NOT NULL,
	"refund_count" integer DEFAULT 0 NOT NULL,
	"wins" jsonb,
	"chase_no" text,
	"chase_seq" smallint,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bets_status_ck" CHECK ("bets"."status" in ('pending', 'won', 'lost', 'refunded', 'cancelled')),
	CONSTRAINT "bets_amount_ck" CHECK ("bets"."amount_fen" > 0 and "bets"."amount_fen" = "bets"."bet_count" * "bets"."unit_price_fen" * "bets"."multiple"),
	CONSTRAINT "bets_payout_ck" CHECK ("bets"."payout_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chases" (
	"chase_no" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"game_code" text NOT NULL,
	"issues" smallint NOT NULL,
	"stop_on_win" boolean NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"amount_fen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chases_status_ck" CHECK ("chases"."status" in ('running', 'finished', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_issue_id_draw_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."draw_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bet_orders_request_uq" ON "bet_orders" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "bets_pending_issue_idx" ON "bets" USING btree ("issue_id","id") WHERE "bets"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "bets_user_time_idx" ON "bets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bets_user_issue_idx" ON "bets" USING btree ("user_id","issue_id");--> statement-breakpoint
CREATE INDEX "bets_chase_idx" ON "bets" USING btree ("chase_no","chase_seq");--> statement-breakpoint
CREATE INDEX "chases_user_idx" ON "chases" USING btree ("user_id","created_at");