CREATE TABLE "failed_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "failed_attempts_kind_ck" CHECK ("failed_attempts"."kind" in ('login', 'fund_password'))
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_code_unique" UNIQUE("code"),
	CONSTRAINT "ledger_accounts_kind_ck" CHECK ("ledger_accounts"."kind" in ('user', 'system')),
	CONSTRAINT "ledger_accounts_balance_ck" CHECK ("ledger_accounts"."kind" = 'system' or "ledger_accounts"."balance_fen" >= 0),
	CONSTRAINT "ledger_accounts_owner_ck" CHECK (("ledger_accounts"."kind" = 'user') = ("ledger_accounts"."user_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" text NOT NULL,
	"account_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"balance_after_fen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_ck" CHECK ("ledger_entries"."amount_fen" <> 0),
	CONSTRAINT "ledger_entries_type_ck" CHECK ("ledger_entries"."type" in ('recharge', 'withdraw', 'payout', 'betting', 'rebate', 'bonus', 'backstage', 'trial'))
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"type" text NOT NULL,
	"from_account_id" integer NOT NULL,
	"to_account_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transfers_amount_ck" CHECK ("ledger_transfers"."amount_fen" > 0),
	CONSTRAINT "ledger_transfers_distinct_ck" CHECK ("ledger_transfers"."from_account_id" <> "ledger_transfers"."to_account_id"),
	CONSTRAINT "ledger_transfers_type_ck" CHECK ("ledger_transfers"."type" in ('recharge', 'withdraw', 'payout', 'betting', 'rebate', 'bonus', 'backstage', 'trial'))
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_account_unique" UNIQUE("account"),
	CONSTRAINT "operators_role_ck" CHECK ("operators"."role" in ('admin', 'finance', 'support'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"refresh_jti" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "sessions_end_reason_ck" CHECK ("sessions"."end_reason" is null or "sessions"."end_reason" in ('logout', 'replaced', 'password_changed', 'reuse_detected', 'expired')),
	CONSTRAINT "sessions_end_pair_ck" CHECK (("sessions"."ended_at" is null) = ("sessions"."end_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"password_hash" text,
	"fund_password_hash" text,
	"type" text NOT NULL,
	"parent_id" integer,
	"rebate_per_mille" integer DEFAULT 0 NOT NULL,
	"invite_code" text,
	"phone" text,
	"email" text,
	"icon" text,
	"is_frozen" boolean DEFAULT false NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"must_change_fund_password" boolean DEFAULT false NOT NULL,
	"trial_expires_at" timestamp with time zone,
	"register_device" smallint,
	"register_ip" text,
	"last_login_at" timestamp with time zone,
	"last_login_ip" text,
	"prev_login_at" timestamp with time zone,
	"prev_login_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_type_ck" CHECK ("users"."type" in ('player', 'agent', 'trial')),
	CONSTRAINT "users_rebate_ck" CHECK ("users"."rebate_per_mille" between 0 and 1000)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_from_account_id_ledger_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_to_account_id_ledger_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "failed_attempts_subject_idx" ON "failed_attempts" USING btree ("kind","subject","created_at");--> statement-breakpoint
CREATE INDEX "failed_attempts_ip_idx" ON "failed_attempts" USING btree ("kind","ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_user_uq" ON "ledger_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_transfer_account_uq" ON "ledger_entries" USING btree ("transfer_id","account_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_live_idx" ON "sessions" USING btree ("user_id") WHERE "sessions"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_lower_uq" ON "users" USING btree (lower("account"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_invite_code_uq" ON "users" USING btree ("invite_code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_uq" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_parent_idx" ON "users" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "users_register_ip_idx" ON "users" USING btree ("register_ip","created_at");