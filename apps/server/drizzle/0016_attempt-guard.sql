ALTER TABLE "failed_attempts" DROP CONSTRAINT "failed_attempts_kind_ck";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_end_reason_ck";--> statement-breakpoint
ALTER TABLE "failed_attempts" ADD CONSTRAINT "failed_attempts_kind_ck" CHECK ("failed_attempts"."kind" in ('login', 'fund_password', 'operator_login'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_end_reason_ck" CHECK ("sessions"."end_reason" is null or "sessions"."end_reason" in ('logout', 'replaced', 'password_changed', 'reuse_detected', 'expired', 'frozen', 'too_many_attempts'));