ALTER TABLE "blog_posts" DROP CONSTRAINT "blog_posts_status_check";--> statement-breakpoint
ALTER TABLE "one_time_tokens" DROP CONSTRAINT "one_time_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_status_check" CHECK ("blog_posts"."status" in ('draft', 'submitted', 'published'));--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_purpose_check" CHECK ("one_time_tokens"."purpose" in ('reset', 'verify', 'email-change', 'two-factor', 'email-revert'));