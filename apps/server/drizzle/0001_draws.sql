CREATE TABLE "draw_issues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"issue" text NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"commitment" text NOT NULL,
	"seed_cipher" text NOT NULL,
	"seed" text,
	"result" jsonb,
	"zodiac_year" integer,
	"drawn_at" timestamp with time zone,
	"open_announced" boolean DEFAULT false NOT NULL,
	"close_announced" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draw_issues_times_ck" CHECK ("draw_issues"."open_at" <= "draw_issues"."close_at" and "draw_issues"."close_at" <= "draw_issues"."draw_at"),
	CONSTRAINT "draw_issues_drawn_ck" CHECK (("draw_issues"."drawn_at" is null) = ("draw_issues"."seed" is null) and ("draw_issues"."seed" is null) = ("draw_issues"."result" is null))
);
--> statement-breakpoint
CREATE TABLE "game_rates" (
	"game_code" text NOT NULL,
	"play_code" text NOT NULL,
	"rate_key" text NOT NULL,
	"rate" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_rates_game_code_play_code_rate_key_pk" PRIMARY KEY("game_code","play_code","rate_key"),
	CONSTRAINT "game_rates_rate_ck" CHECK ("game_rates"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "games" (
	"code" text PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"category" text NOT NULL,
	"interval_sec" integer NOT NULL,
	"close_sec" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_interval_ck" CHECK ("games"."interval_sec" > 0),
	CONSTRAINT "games_close_ck" CHECK ("games"."close_sec" >= 0 and "games"."close_sec" < "games"."interval_sec")
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "draw_issues" ADD CONSTRAINT "draw_issues_game_code_games_code_fk" FOREIGN KEY ("game_code") REFERENCES "public"."games"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rates" ADD CONSTRAINT "game_rates_game_code_games_code_fk" FOREIGN KEY ("game_code") REFERENCES "public"."games"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draw_issues_game_issue_uq" ON "draw_issues" USING btree ("game_code","issue");--> statement-breakpoint
CREATE INDEX "draw_issues_game_draw_at_idx" ON "draw_issues" USING btree ("game_code","draw_at");--> statement-breakpoint
CREATE INDEX "draw_issues_due_idx" ON "draw_issues" USING btree ("draw_at") WHERE "draw_issues"."drawn_at" is null;--> statement-breakpoint
CREATE INDEX "draw_issues_drawn_idx" ON "draw_issues" USING btree ("game_code","drawn_at") WHERE "draw_issues"."drawn_at" is not null;--> statement-breakpoint
CREATE INDEX "live_events_user_idx" ON "live_events" USING btree ("user_id","id");