CREATE TABLE "memory_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memory_versions" ADD CONSTRAINT "memory_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A member's memory version moves with every change to their memories, whoever makes it (the API,
-- automatic memory, an operator, another instance): one step per row changed. Deferred to the
-- commit, like the page and history versions (0018, 0020), so the counter's row lock is taken after
-- every row lock of the transaction and held only while committing. A member deleted in the same
-- transaction has no counter left to move: theirs went with them.
CREATE FUNCTION "bump_memory_version"(uid integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "memory_versions" ("user_id", "version")
  SELECT "id", 1 FROM "users" WHERE "id" = uid
  ON CONFLICT ("user_id") DO UPDATE SET "version" = "memory_versions"."version" + 1
$$;
--> statement-breakpoint
CREATE FUNCTION "memory_version_by_user_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "bump_memory_version"(OLD."user_id"); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."user_id" IS DISTINCT FROM OLD."user_id") THEN
    PERFORM "bump_memory_version"(NEW."user_id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "memories_memory_version" AFTER INSERT OR UPDATE OR DELETE ON "memories" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "memory_version_by_user_id"();
