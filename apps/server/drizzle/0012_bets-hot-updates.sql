CREATE TABLE "unsettled_issues" (
	"issue_id" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- ADR 091: every issue with a pending bet, read while the partial index still exists.
INSERT INTO "unsettled_issues" ("issue_id") SELECT DISTINCT "issue_id" FROM "bets" WHERE "status" = 'pending';--> statement-breakpoint
DROP INDEX "bets_pending_issue_idx";--> statement-breakpoint
CREATE INDEX "bets_issue_idx" ON "bets" USING btree ("issue_id","id");--> statement-breakpoint
-- Half of each new page stays free, so a bet's settlement update fits on its own page (HOT).
ALTER TABLE "bets" SET (fillfactor = 50);
