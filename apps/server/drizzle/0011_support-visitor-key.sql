ALTER TABLE "support_conversations" DROP CONSTRAINT "support_conversations_owner_ck";--> statement-breakpoint
DROP INDEX "support_conversations_visitor_uq";--> statement-breakpoint
ALTER TABLE "support_conversations" ADD COLUMN "visitor_key_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversations_visitor_key_uq" ON "support_conversations" USING btree ("visitor_key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversations_visitor_uq" ON "support_conversations" USING btree ("visitor_contact") WHERE "support_conversations"."user_id" is null and "support_conversations"."visitor_key_hash" is null;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_owner_ck" CHECK (("support_conversations"."user_id" is not null or "support_conversations"."visitor_contact" is not null) and ("support_conversations"."user_id" is null or "support_conversations"."visitor_key_hash" is null));