CREATE INDEX "draw_issues_open_due_idx" ON "draw_issues" USING btree ("open_at") WHERE not "draw_issues"."open_announced";--> statement-breakpoint
CREATE INDEX "draw_issues_close_due_idx" ON "draw_issues" USING btree ("close_at") WHERE not "draw_issues"."close_announced";--> statement-breakpoint
CREATE INDEX "report_daily_day_idx" ON "report_daily" USING btree ("day","game_code");--> statement-breakpoint
CREATE INDEX "recharge_orders_closed_idx" ON "recharge_orders" USING btree ("status","closed_at");--> statement-breakpoint
CREATE INDEX "withdraw_orders_reviewed_idx" ON "withdraw_orders" USING btree ("state","reviewed_at");