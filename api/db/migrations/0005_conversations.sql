CREATE TABLE "memories" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bot_id" integer NOT NULL,
	"text" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memory_settings" (
	"user_id" integer NOT NULL,
	"bot_id" integer NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memory_settings_user_id_bot_id_pk" PRIMARY KEY("user_id","bot_id")
);
--> statement-breakpoint
DROP INDEX "conversations_user_bot_key";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "alternatives" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "selected" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "rating" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "persona" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "memories" ADD CONSTRAINT "memories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memories" ADD CONSTRAINT "memories_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_settings" ADD CONSTRAINT "memory_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_settings" ADD CONSTRAINT "memory_settings_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memories_user_bot_idx" ON "memories" USING btree ("user_id","bot_id","id");--> statement-breakpoint
CREATE INDEX "conversations_user_bot_recent_idx" ON "conversations" USING btree ("user_id","bot_id","last_message_at");--> statement-breakpoint
-- Data: chats made before titles get the default one (the bot's name and the chat's start date, as defaultChatTitle writes it).
UPDATE "conversations" SET "title" = "bots"."name" || ' · ' || to_char("conversations"."created_at" AT TIME ZONE 'UTC', 'Mon FMDD, YYYY') FROM "bots" WHERE "bots"."id" = "conversations"."bot_id" AND "conversations"."title" = '';--> statement-breakpoint
-- Data: every completed reply becomes the first (and selected) alternative; failed or unfinished ones get theirs when they complete.
UPDATE "messages" SET "alternatives" = jsonb_build_array("reply_message"), "selected" = 0 WHERE "reply_message" <> '' AND "status" = 'complete';
