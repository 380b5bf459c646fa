CREATE TABLE "admin_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"target" text NOT NULL,
	"request_key" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"payload" jsonb NOT NULL,
	"maker_id" integer NOT NULL,
	"checker_id" integer,
	"reason" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "admin_approvals_kind_ck" CHECK ("admin_approvals"."kind" in ('withdraw.complete', 'user.adjust')),
	CONSTRAINT "admin_approvals_status_ck" CHECK ("admin_approvals"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "admin_approvals_checker_ck" CHECK ("admin_approvals"."checker_id" is null or "admin_approvals"."checker_id" <> "admin_approvals"."maker_id")
);
--> statement-breakpoint
CREATE TABLE "game_limits" (
	"game_code" text PRIMARY KEY NOT NULL,
	"min_stake_fen" bigint,
	"max_stake_fen" bigint,
	"max_issue_stake_fen" bigint,
	"max_payout_fen" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_limits_positive_ck" CHECK (coalesce("game_limits"."min_stake_fen", 1) > 0 and coalesce("game_limits"."max_stake_fen", 1) > 0 and coalesce("game_limits"."max_issue_stake_fen", 1) > 0 and coalesce("game_limits"."max_payout_fen", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "game_rate_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"play_code" text NOT NULL,
	"rate_key" text NOT NULL,
	"old_rate" integer NOT NULL,
	"new_rate" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_security" (
	"operator_id" integer PRIMARY KEY NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"totp_required" boolean DEFAULT false NOT NULL,
	"totp_secret_cipher" text,
	"totp_pending_cipher" text,
	"totp_last_step" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_end_reason_ck";--> statement-breakpoint
ALTER TABLE "game_limits" ADD CONSTRAINT "game_limits_game_code_games_code_fk" FOREIGN KEY ("game_code") REFERENCES "public"."games"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rate_history" ADD CONSTRAINT "game_rate_history_game_code_games_code_fk" FOREIGN KEY ("game_code") REFERENCES "public"."games"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_security" ADD CONSTRAINT "operator_security_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_approvals_pending_uq" ON "admin_approvals" USING btree ("request_key") WHERE "admin_approvals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "admin_approvals_request_idx" ON "admin_approvals" USING btree ("request_key","id");--> statement-breakpoint
CREATE INDEX "admin_approvals_status_idx" ON "admin_approvals" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "game_rate_history_game_idx" ON "game_rate_history" USING btree ("game_code","play_code","id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_end_reason_ck" CHECK ("sessions"."end_reason" is null or "sessions"."end_reason" in ('logout', 'replaced', 'password_changed', 'reuse_detected', 'expired', 'frozen'));