CREATE TABLE "excluded_contacts" (
	"address" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gaming_limit_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"change" jsonb NOT NULL,
	"raises" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_end_reason_ck";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reality_ack_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "bets_from" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "excluded_contacts" ADD CONSTRAINT "excluded_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gaming_limit_changes" ADD CONSTRAINT "gaming_limit_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gaming_limit_changes_user_idx" ON "gaming_limit_changes" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_end_reason_ck" CHECK ("sessions"."end_reason" is null or "sessions"."end_reason" in ('logout', 'replaced', 'password_changed', 'reuse_detected', 'expired', 'frozen', 'too_many_attempts', 'play_stopped', 'closed'));