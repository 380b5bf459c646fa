CREATE TABLE "operator_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"scope" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "operator_sessions_scope_ck" CHECK ("operator_sessions"."scope" in ('full', 'enrol')),
	CONSTRAINT "operator_sessions_end_reason_ck" CHECK ("operator_sessions"."end_reason" is null or "operator_sessions"."end_reason" in ('logout', 'idle', 'password_changed', 'role_changed', 'totp_changed', 'disabled')),
	CONSTRAINT "operator_sessions_end_pair_ck" CHECK (("operator_sessions"."ended_at" is null) = ("operator_sessions"."end_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "operator_security" ADD COLUMN "enrol_code_hash" text;--> statement-breakpoint
ALTER TABLE "operator_security" ADD COLUMN "enrol_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_sessions_live_idx" ON "operator_sessions" USING btree ("operator_id") WHERE "operator_sessions"."ended_at" is null;