CREATE TABLE "contact_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_codes_channel_ck" CHECK ("contact_codes"."channel" in ('phone', 'email'))
);
--> statement-breakpoint
ALTER TABLE "contact_codes" ADD CONSTRAINT "contact_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_codes_user_idx" ON "contact_codes" USING btree ("user_id","channel","id");--> statement-breakpoint
ALTER TABLE "failed_attempts" DROP CONSTRAINT "failed_attempts_kind_ck";--> statement-breakpoint
ALTER TABLE "failed_attempts" ADD CONSTRAINT "failed_attempts_kind_ck" CHECK ("failed_attempts"."kind" in ('login', 'fund_password', 'operator_login', 'contact_code'));
