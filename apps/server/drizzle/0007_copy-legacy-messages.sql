-- Issue 11 (messages), ADR 074: carry the rows of the legacy `messages` table (newsletters the
-- dormant-account job wrote as literal Vietnamese text; notices with user_id null) into the new
-- tables BEFORE the migration that drops `messages`. Drizzle cannot express a data copy, so this
-- runs as a custom migration between "create the messages tables" and "drop table messages".
-- Old rows keep their literal title/body (they have no message keys); all of them start unread.
INSERT INTO "newsletters" ("user_id", "title", "body", "created_at")
SELECT "user_id", "title", "body", "created_at" FROM "messages"
WHERE "kind" = 'newsletter' AND "user_id" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "announcements" ("title", "body", "created_at")
SELECT "title", "body", "created_at" FROM "messages"
WHERE "user_id" IS NULL;
