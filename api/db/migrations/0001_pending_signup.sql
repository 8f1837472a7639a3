ALTER TABLE "otp_codes" ADD COLUMN "pending_password_hash" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "pending_first_name" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "pending_last_name" text;