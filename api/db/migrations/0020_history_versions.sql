CREATE TABLE "history_versions" (
	"conversation_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "history_version" bigint;--> statement-breakpoint
-- A chat's history version moves with every change to its completed exchanges as a prompt reads
-- them (which exist, and their message, reply, speaker and time), whoever makes it; a reply
-- pending or streaming, its heartbeat, a rating move nothing. The new version is written into the
-- changed row, so the statement that completed a reply returns it (api/domain/history-memo.ts).
CREATE FUNCTION "bump_history_version"(chat integer) RETURNS bigint LANGUAGE sql AS $$
  INSERT INTO "history_versions" ("conversation_id", "version") VALUES (chat, 1)
  ON CONFLICT ("conversation_id") DO UPDATE SET "version" = "history_versions"."version" + 1
  RETURNING "version"
$$;
--> statement-breakpoint
CREATE FUNCTION "history_version_by_message"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "bump_history_version"(OLD."conversation_id");
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW."conversation_id" <> OLD."conversation_id" THEN
    PERFORM "bump_history_version"(OLD."conversation_id");
  END IF;
  NEW."history_version" := "bump_history_version"(NEW."conversation_id");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "messages_history_version_insert" BEFORE INSERT ON "messages" FOR EACH ROW WHEN (NEW."status" = 'complete') EXECUTE FUNCTION "history_version_by_message"();
--> statement-breakpoint
CREATE TRIGGER "messages_history_version_update" BEFORE UPDATE ON "messages" FOR EACH ROW WHEN ((OLD."status" = 'complete' OR NEW."status" = 'complete') AND (OLD."status", OLD."conversation_id", OLD."bot_id", OLD."message", OLD."reply_message", OLD."created_at") IS DISTINCT FROM (NEW."status", NEW."conversation_id", NEW."bot_id", NEW."message", NEW."reply_message", NEW."created_at")) EXECUTE FUNCTION "history_version_by_message"();
--> statement-breakpoint
CREATE TRIGGER "messages_history_version_delete" BEFORE DELETE ON "messages" FOR EACH ROW WHEN (OLD."status" = 'complete') EXECUTE FUNCTION "history_version_by_message"();
--> statement-breakpoint
-- A deleted chat's counter goes after its messages (the foreign keys' cascade fires first).
CREATE FUNCTION "history_version_gone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "history_versions" WHERE "conversation_id" = OLD."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "conversations_history_version_gone" AFTER DELETE ON "conversations" FOR EACH ROW EXECUTE FUNCTION "history_version_gone"();
