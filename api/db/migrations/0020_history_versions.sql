CREATE TABLE "history_versions" (
	"conversation_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- A chat's history version moves with every change to its completed exchanges as a prompt reads
-- them (which exist, and their message, reply, speaker, time and chat), whoever makes it: one step
-- per row changed, so a reply that completes moves it by exactly one. A reply pending or streaming,
-- its heartbeat, a rating move nothing. Deferred to the commit, like the page versions (0018), so the
-- counter's row lock is taken after every row lock of the transaction and held only while committing.
CREATE FUNCTION "bump_history_version"(chat integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "history_versions" ("conversation_id", "version")
  SELECT "id", 1 FROM "conversations" WHERE "id" = chat
  ON CONFLICT ("conversation_id") DO UPDATE SET "version" = "history_versions"."version" + 1
$$;
--> statement-breakpoint
CREATE FUNCTION "history_version_by_message"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "bump_history_version"(OLD."conversation_id"); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."conversation_id" <> OLD."conversation_id") THEN
    PERFORM "bump_history_version"(NEW."conversation_id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "messages_history_version_insert" AFTER INSERT ON "messages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."status" = 'complete') EXECUTE FUNCTION "history_version_by_message"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "messages_history_version_update" AFTER UPDATE ON "messages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((OLD."status" = 'complete' OR NEW."status" = 'complete') AND (OLD."status", OLD."conversation_id", OLD."bot_id", OLD."message", OLD."reply_message", OLD."created_at") IS DISTINCT FROM (NEW."status", NEW."conversation_id", NEW."bot_id", NEW."message", NEW."reply_message", NEW."created_at")) EXECUTE FUNCTION "history_version_by_message"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "messages_history_version_delete" AFTER DELETE ON "messages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."status" = 'complete') EXECUTE FUNCTION "history_version_by_message"();
--> statement-breakpoint
-- A deleted chat's counter goes with it (its messages' moves, after, find no chat to count for).
CREATE FUNCTION "history_version_gone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "history_versions" WHERE "conversation_id" = OLD."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "conversations_history_version_gone" AFTER DELETE ON "conversations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "history_version_gone"();
