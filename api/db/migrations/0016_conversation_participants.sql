CREATE TABLE "conversation_participants" (
	"conversation_id" integer NOT NULL,
	"bot_id" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_participants_conversation_id_bot_id_pk" PRIMARY KEY("conversation_id","bot_id")
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "kind" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "scenario" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "bot_id" integer;--> statement-breakpoint
UPDATE "messages" SET "bot_id" = "conversations"."bot_id" FROM "conversations" WHERE "conversations"."id" = "messages"."conversation_id";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "bot_id" SET NOT NULL;--> statement-breakpoint
INSERT INTO "conversation_participants" ("conversation_id", "bot_id", "position", "created_at") SELECT "id", "bot_id", 0, "created_at" FROM "conversations";--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_participants_bot_idx" ON "conversation_participants" USING btree ("bot_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_bot_idx" ON "messages" USING btree ("bot_id");