ALTER TABLE "conversations" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "summary_through_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;