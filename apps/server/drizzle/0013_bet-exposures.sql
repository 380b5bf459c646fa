CREATE TABLE "bet_exposures" (
	"issue_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"play_code" text NOT NULL,
	"stake_fen" bigint NOT NULL,
	"potential_fen" bigint NOT NULL,
	CONSTRAINT "bet_exposures_issue_id_user_id_play_code_pk" PRIMARY KEY("issue_id","user_id","play_code")
);
--> statement-breakpoint
-- ADR 095: the exposure of every bet not cancelled on an issue not yet settled.
INSERT INTO "bet_exposures" ("issue_id", "user_id", "play_code", "stake_fen", "potential_fen")
SELECT "issue_id", "user_id", "play_code", sum("amount_fen"), sum("potential_payout_fen")
  FROM "bets"
 WHERE "status" <> 'cancelled' AND "issue_id" IN (SELECT "issue_id" FROM "unsettled_issues")
 GROUP BY "issue_id", "user_id", "play_code";
