CREATE TABLE "page_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Bumped by the database, not by the code that writes: every path that changes what a member's
-- pages show (the API, sweeps, an operator, another instance) moves the counter. The triggers are
-- deferred to the commit, so the counter's row lock is taken last and held only while committing;
-- a member deleted in the same transaction has no counter left to bump.
CREATE FUNCTION "bump_page_version"(uid integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "page_versions" ("user_id", "version")
  SELECT "id", 1 FROM "users" WHERE "id" = uid
  ON CONFLICT ("user_id") DO UPDATE SET "version" = "page_versions"."version" + 1
$$;
--> statement-breakpoint
CREATE FUNCTION "page_version_by_user_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "bump_page_version"(OLD."user_id"); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."user_id" IS DISTINCT FROM OLD."user_id") THEN
    PERFORM "bump_page_version"(NEW."user_id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "page_version_by_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_page_version"(NEW."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "page_version_by_conversation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_page_version"("user_id") FROM "conversations"
  WHERE "id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."conversation_id" ELSE NEW."conversation_id" END;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_page_version" AFTER UPDATE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_version_by_user"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "messages_page_version" AFTER INSERT OR UPDATE OR DELETE ON "messages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_version_by_conversation"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "conversations_page_version" AFTER INSERT OR UPDATE OR DELETE ON "conversations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_version_by_user_id"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "subscriptions_page_version" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_version_by_user_id"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "notifications_page_version" AFTER INSERT OR UPDATE OR DELETE ON "notifications" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_version_by_user_id"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "usage_days_page_version" AFTER INSERT OR UPDATE OR DELETE ON "usage_days" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_version_by_user_id"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "favorites_page_version" AFTER INSERT OR UPDATE OR DELETE ON "favorites" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_version_by_user_id"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "memories_page_version" AFTER INSERT OR UPDATE OR DELETE ON "memories" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_version_by_user_id"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "memory_settings_page_version" AFTER INSERT OR UPDATE OR DELETE ON "memory_settings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_version_by_user_id"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payments_page_version" AFTER INSERT OR UPDATE OR DELETE ON "payments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_version_by_user_id"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "push_subscriptions_page_version" AFTER INSERT OR UPDATE OR DELETE ON "push_subscriptions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_version_by_user_id"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "two_factor_secrets_page_version" AFTER INSERT OR UPDATE OR DELETE ON "two_factor_secrets" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_version_by_user_id"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "conversation_participants_page_version" AFTER INSERT OR UPDATE OR DELETE ON "conversation_participants" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "page_version_by_conversation"();
