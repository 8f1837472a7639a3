// /characters: a member's own characters. Create (JSON or a form with an `avatar` file),
// edit, delete, list; import a Character Card (JSON, PNG or CharX, with a preview step); export one
// as a V2 card or a PNG card (V2 and V3 inside). Every route is the owner's alone: anyone else's character is 404.
import type { Context } from "hono";
import { botModelSchema, MODEL_COPY } from "../../contract/admin-models";
import { Hono } from "hono";
import {
  CHARACTER_COPY,
  CHARACTER_LIMITS,
  characterCreateSchema,
  characterExportQuerySchema,
  characterImportSchema,
  characterUpdateSchema,
} from "../../contract/characters";
import { exportV2, type StoredCard } from "../domain/cards/card";
import { cardPng } from "../domain/cards/write";
import { cardPicturePng, readAvatar } from "../domain/characters/avatar";
import {
  dropUpload,
  importCharacter,
  previewImport,
  readImport,
  takeUpload,
} from "../domain/characters/import";
import {
  assertMayCreate,
  characterSlug,
  createCharacter,
  deleteCharacter,
  findOwnCharacter,
  listOwnCharacters,
  serializeCharacter,
  updateCharacter,
} from "../domain/characters/store";
import { aboutOf } from "../domain/faces";
import { isFilledFile } from "../domain/images";
import { modelChoices, setBotModel } from "../domain/models";
import { adultsOnly } from "../http/adults-only";
import { authMiddleware } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { ApiError, ok } from "../http/envelope";
import { idParam } from "../http/id-param";
import { enforceRateLimit } from "../http/rate-limit";
import { catalogueChanged } from "../http/read-cache";
import { parseBody, parseQuery, readBody, storable, validate } from "../http/validate";
import type { Services } from "../services/types";

/** Fields a form may repeat (one input per alternate greeting, or per tag). */
const LIST_FIELDS = new Set(["alternate_greetings", "tags"]);

/** The body as a plain object; from a form, repeated list fields become arrays. */
async function readCharacterBody(c: Context<ApiEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  if (!type.includes("multipart/form-data") && !type.includes("application/x-www-form-urlencoded"))
    return readBody(c);
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new ApiError(400, "The request body could not be read.");
  }
  const out: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key);
    out[key] = LIST_FIELDS.has(key) && values.length > 1 ? values : values[values.length - 1];
  }
  return storable(out) as Record<string, unknown>;
}

const importChoicesSchema = characterImportSchema.pick({ visibility: true, category: true });

/** A download named after the character, in plain ASCII. */
const attachment = (name: string, ext: string) =>
  `attachment; filename="${characterSlug(name).replace(/-[0-9a-f]{10}$/, "")}.${ext}"`;

export function charactersResource(services: Services) {
  const r = new Hono<ApiEnv>();
  const requireUser = authMiddleware(services, { required: true });
  r.use("/", requireUser, adultsOnly);
  r.use("/*", requireUser, adultsOnly);
  // An approved public character is in the catalogue: its edit or deletion shows there at once.
  r.on(["POST", "PATCH", "DELETE"], ["/", "/*"], async (c, next) => {
    await next();
    if (c.res.status < 400) catalogueChanged(services.db);
  });
  const characterId = (value: string) => idParam(value, CHARACTER_COPY.notFound);

  r.get("/mine", async (c) => ok(c, await listOwnCharacters(services, c.get("user").id), "My characters"));

  // The models a member's character may answer with (the active ones), and choosing one.
  r.get("/models", async (c) => ok(c, await modelChoices(services), "Models"));
  r.patch("/:id{[0-9]+}/model", async (c) => {
    const row = await findOwnCharacter(services, c.get("user").id, characterId(c.req.param("id")));
    const { model_id } = await parseBody(c, botModelSchema);
    await setBotModel(services, row.id, model_id);
    return ok(c, { id: row.id, model_id }, MODEL_COPY.saved);
  });

  r.post("/", async (c) => {
    const user = c.get("user");
    const body = await readCharacterBody(c);
    const input = validate(characterCreateSchema, body);
    const image = isFilledFile(body.avatar) ? await readAvatar(body.avatar) : null;
    await assertMayCreate(services, user);
    const row = await createCharacter(services, user, input, image);
    const message = input.visibility === "public" ? CHARACTER_COPY.createdPending : CHARACTER_COPY.created;
    return ok(c, serializeCharacter(row), message, 201);
  });

  r.patch("/:id{[0-9]+}", async (c) => {
    const row = await findOwnCharacter(services, c.get("user").id, characterId(c.req.param("id")));
    const body = await readCharacterBody(c);
    const input = validate(characterUpdateSchema, body);
    const image = isFilledFile(body.avatar) ? await readAvatar(body.avatar) : null;
    const updated = await updateCharacter(services, row, input, image);
    return ok(c, serializeCharacter(updated), CHARACTER_COPY.updated);
  });

  r.delete("/:id{[0-9]+}", async (c) => {
    await deleteCharacter(services, c.get("user").id, characterId(c.req.param("id")));
    return ok(c, null, CHARACTER_COPY.deleted);
  });

  r.post("/import", async (c) => {
    const user = c.get("user");
    // Every way in reads a card file (a preview also keeps it for an hour): counted before the body
    // is read, refused or not, so no one can make the server unpack file after file.
    await enforceRateLimit(
      services.rateLimiter,
      [`card-import:${user.id}`],
      CHARACTER_LIMITS.importsPerHour,
      3600,
      CHARACTER_COPY.importTooFast,
    );
    const body = await readCharacterBody(c);
    const dryRun = ["1", "true"].includes(c.req.query("dry_run") ?? "");

    // Saving a previewed file: JSON (or a form) with its upload_id instead of a file.
    if (!isFilledFile(body.file) && body.upload_id !== undefined && !dryRun) {
      const input = validate(characterImportSchema, body);
      const read = readImport(await takeUpload(services, user, input.upload_id));
      await assertMayCreate(services, user);
      const row = await importCharacter(services, user, read, input);
      await dropUpload(services, user, input.upload_id);
      return ok(c, serializeCharacter(row), CHARACTER_COPY.imported, 201);
    }

    if (!isFilledFile(body.file))
      throw new ApiError(422, CHARACTER_COPY.fileRequired, { file: [CHARACTER_COPY.fileRequired] });
    if (body.file.size > CHARACTER_LIMITS.importBytes)
      throw new ApiError(413, CHARACTER_COPY.fileTooLarge, { file: [CHARACTER_COPY.fileTooLarge] });
    const choices = validate(importChoicesSchema, body);
    const bytes = new Uint8Array(await body.file.arrayBuffer());
    if (dryRun) return ok(c, await previewImport(services, user, bytes, choices), CHARACTER_COPY.previewed);
    const read = readImport(bytes);
    await assertMayCreate(services, user);
    const row = await importCharacter(services, user, read, choices);
    return ok(c, serializeCharacter(row), CHARACTER_COPY.imported, 201);
  });

  // A download, not the JSON envelope: the card itself.
  r.get("/:id{[0-9]+}/export", async (c) => {
    const row = await findOwnCharacter(services, c.get("user").id, characterId(c.req.param("id")));
    const { format } = parseQuery(c, characterExportQuerySchema);
    const headers = { "Cache-Control": "private, no-store" };
    if (format === "json") {
      return c.body(JSON.stringify(exportV2(row.name, row.card as StoredCard), null, 2), 200, {
        ...headers,
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": attachment(row.name, "json"),
      });
    }
    const card = row.card as StoredCard;
    const face = { name: row.name, about: aboutOf({ ...card, character: row.character }) };
    const png = cardPng(await cardPicturePng(services, row, face), row.name, card, row);
    if (!png) throw new Error(`character ${row.id}: its picture did not make a PNG`);
    return c.body(png, 200, {
      ...headers,
      "Content-Type": "image/png",
      "Content-Disposition": attachment(row.name, "png"),
    });
  });

  return r;
}
