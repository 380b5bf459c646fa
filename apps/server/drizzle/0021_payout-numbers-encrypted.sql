DROP INDEX "payout_addresses_live_uq";--> statement-breakpoint
ALTER TABLE "payout_addresses" ADD COLUMN "number_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_addresses_live_uq" ON "payout_addresses" USING btree ("user_id","kind","number_hash") WHERE "payout_addresses"."deleted_at" is null;