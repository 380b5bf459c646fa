CREATE TABLE "bet_issue_stakes" (
	"issue_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"stake_fen" bigint NOT NULL,
	"stake_limit_fen" bigint,
	CONSTRAINT "bet_issue_stakes_issue_id_user_id_pk" PRIMARY KEY("issue_id","user_id"),
	CONSTRAINT "bet_issue_stakes_limit_ck" CHECK ("bet_issue_stakes"."stake_fen" <= "bet_issue_stakes"."stake_limit_fen")
);
--> statement-breakpoint
ALTER TABLE "bet_exposures" ADD COLUMN "potential_limit_fen" bigint;--> statement-breakpoint
ALTER TABLE "bet_exposures" ADD CONSTRAINT "bet_exposures_payout_limit_ck" CHECK ("bet_exposures"."potential_fen" <= "bet_exposures"."potential_limit_fen");--> statement-breakpoint
-- ADR 096: each player's stake on every issue not yet settled (no limit recorded until their next order).
INSERT INTO "bet_issue_stakes" ("issue_id", "user_id", "stake_fen")
SELECT "issue_id", "user_id", sum("stake_fen")
  FROM "bet_exposures"
 GROUP BY "issue_id", "user_id";
