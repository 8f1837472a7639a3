ALTER TABLE "checkout_sessions" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "safety" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "pending_birth_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "age_review_at" timestamp with time zone;