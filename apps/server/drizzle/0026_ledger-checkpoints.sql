CREATE TABLE "ledger_checkpoint_sums" (
	"checkpoint_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"sum_fen" bigint NOT NULL,
	CONSTRAINT "ledger_checkpoint_sums_checkpoint_id_account_id_pk" PRIMARY KEY("checkpoint_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_checkpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"upto_entry_id" bigint NOT NULL,
	"upto_bet_id" bigint NOT NULL,
	"orders_before" text NOT NULL,
	"entries_total_fen" bigint NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_checkpoint_sums" ADD CONSTRAINT "ledger_checkpoint_sums_checkpoint_id_ledger_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."ledger_checkpoints"("id") ON DELETE cascade ON UPDATE no action;