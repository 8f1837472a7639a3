-- A statement that stores a message touches three of a member's tables (the message, its chat, the
-- day's usage), and each fired its own bump of the same counter row: three upserts where one says
-- it all, since a reader only needs the number to differ once the transaction commits. The members
-- bumped are noted in a transaction-local setting, so a later trigger of the same transaction skips
-- them (the setting ends with the transaction, committed or not).
CREATE OR REPLACE FUNCTION "bump_page_version"(uid integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  bumped text := coalesce(current_setting('infinite.page_versions_bumped', true), '');
BEGIN
  IF uid IS NULL OR position(',' || uid || ',' IN bumped) > 0 THEN RETURN; END IF;
  PERFORM set_config('infinite.page_versions_bumped', coalesce(nullif(bumped, ''), ',') || uid || ',', true);
  INSERT INTO "page_versions" ("user_id", "version")
  SELECT "id", 1 FROM "users" WHERE "id" = uid
  ON CONFLICT ("user_id") DO UPDATE SET "version" = "page_versions"."version" + 1;
END $$;
