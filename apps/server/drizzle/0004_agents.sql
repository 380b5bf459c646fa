CREATE TABLE "invite_links" (
	"code" text PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"rebate_per_mille" integer NOT NULL,
	"type" text NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_links_type_ck" CHECK ("invite_links"."type" in ('player', 'agent')),
	CONSTRAINT "invite_links_rebate_ck" CHECK ("invite_links"."rebate_per_mille" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "report_daily" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"game_code" text NOT NULL,
	"play_code" text NOT NULL,
	"betting_fen" bigint DEFAULT 0 NOT NULL,
	"payout_fen" bigint DEFAULT 0 NOT NULL,
	"rebate_fen" bigint DEFAULT 0 NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_daily_user_id_day_game_code_play_code_pk" PRIMARY KEY("user_id","day","game_code","play_code")
);
--> statement-breakpoint
CREATE TABLE "team_report_daily" (
	"ancestor_id" integer NOT NULL,
	"day" date NOT NULL,
	"game_code" text NOT NULL,
	"play_code" text NOT NULL,
	"betting_fen" bigint DEFAULT 0 NOT NULL,
	"payout_fen" bigint DEFAULT 0 NOT NULL,
	"rebate_fen" bigint DEFAULT 0 NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_report_daily_ancestor_id_day_game_code_play_code_pk" PRIMARY KEY("ancestor_id","day","game_code","play_code")
);
--> statement-breakpoint
CREATE TABLE "user_tree" (
	"ancestor_id" integer NOT NULL,
	"descendant_id" integer NOT NULL,
	"depth" smallint NOT NULL,
	CONSTRAINT "user_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id"),
	CONSTRAINT "user_tree_depth_ck" CHECK ("user_tree"."depth" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_type_ck";--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_type_ck";--> statement-breakpoint
CREATE INDEX "invite_links_agent_idx" ON "invite_links" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "user_tree_descendant_idx" ON "user_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_type_ck" CHECK ("ledger_entries"."type" in ('recharge', 'withdraw', 'payout', 'betting', 'rebate', 'bonus', 'backstage', 'trial', 'transfer'));--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_type_ck" CHECK ("ledger_transfers"."type" in ('recharge', 'withdraw', 'payout', 'betting', 'rebate', 'bonus', 'backstage', 'trial', 'transfer'));