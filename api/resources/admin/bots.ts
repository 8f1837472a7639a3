// Every bot, seeded or a member's, hidden ones too: GET /admin/bots, GET/PATCH /admin/bots/{id}
// (model_id: its model, null for the default),
// POST /admin/bots/{id}/image, POST /admin/bots/{id}/hide|unhide. A hidden bot is gone from every
// list and cannot be opened or chatted (api/domain/bot-visibility.ts).
import { errorSummary } from "../../../contract/error-summary";
import { randomBytes } from "node:crypto";
import { asc, count, eq, ilike, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { Hono } from "hono";
import { ADMIN_COPY, adminNoteSchema, botUpdateSchema, searchQuerySchema } from "../../../contract/admin";
import { MODEL_COPY } from "../../../contract/admin-models";
import { AVATAR_MAX_BYTES } from "../../../contract/constants";
import type { UserRow } from "../../db/rows";
import { oneRow } from "../../db/rows";
import { bots, users } from "../../db/schema";
import { audited } from "../../domain/admin/audit";
import { adminBot } from "../../domain/admin/serialize";
import { isChoosableModel } from "../../domain/models";
import { avatarUrl } from "../../domain/accounts";
import { encodeAvatar, isFilledFile, readImageUpload } from "../../domain/images";
import type { ApiEnv } from "../../http/context";
import { ApiError, ok, page } from "../../http/envelope";
import { likePattern } from "../../http/paging";
import { parseBody, parseQuery, readBody, validate } from "../../http/validate";
import type { Services } from "../../services/types";
import { pageQuery, pathId } from "./shared";
import { routeBodyLimit } from "../../http/body-limit";

const owners = alias(users, "owners");
const UPLOADED_PREFIX = "/api/v1/media/";

const imageError = (message: string) => new ApiError(422, message, { image: [message] });

/** A flat form posts card fields as "card.description", "card.tags"…; JSON nests them in `card`. */
function foldCardFields(body: Record<string, unknown>) {
  const card: Record<string, unknown> = body.card && typeof body.card === "object" ? { ...body.card } : {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key.startsWith("card.")) card[key.slice(5)] = value;
    else if (key !== "card") rest[key] = value;
  }
  return Object.keys(card).length ? { ...rest, card } : rest;
}

export function adminBotsRoutes(services: Services) {
  const { db } = services;
  const r = new Hono<ApiEnv>();

  async function findBot(id: number) {
    const [row] = await db
      .select({ bot: bots, owner: owners })
      .from(bots)
      .leftJoin(owners, eq(owners.id, bots.ownerId))
      .where(eq(bots.id, id));
    if (!row) throw new ApiError(404, ADMIN_COPY.botNotFound);
    return row;
  }

  /** Applies `set` to the bot and audits it in one transaction; answers the bot as it is now. */
  async function change(
    admin: UserRow,
    id: number,
    set: Partial<typeof bots.$inferInsert>,
    action: string,
    note = "",
  ) {
    const at = services.now();
    await audited(db, admin, at, async (tx) => {
      await tx
        .update(bots)
        .set({ ...set, updatedAt: at })
        .where(eq(bots.id, id));
      return { result: null, audit: { action, targetType: "bot", targetId: id, note } };
    });
    const { bot, owner } = await findBot(id);
    return adminBot(bot, owner);
  }

  r.get("/", async (c) => {
    const { search } = parseQuery(c, searchQuerySchema);
    const q = parseQuery(c, pageQuery);
    const p = likePattern(search);
    const where = search
      ? or(ilike(bots.name, p), ilike(bots.character, p), ilike(bots.category, p), ilike(bots.slug, p))
      : undefined;
    const [totals, rows] = await Promise.all([
      db.select({ total: count() }).from(bots).where(where),
      db
        .select({ bot: bots, owner: owners })
        .from(bots)
        .leftJoin(owners, eq(owners.id, bots.ownerId))
        .where(where)
        .orderBy(asc(bots.sortOrder), asc(bots.id))
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page),
    ]);
    const { total } = oneRow(totals);
    return ok(
      c,
      page(
        rows.map((row) => adminBot(row.bot, row.owner)),
        total,
        q.page,
        q.per_page,
      ),
      "Bots",
    );
  });

  r.get("/:id{[0-9]+}", async (c) => {
    const { bot, owner } = await findBot(pathId(c, ADMIN_COPY.botNotFound));
    return ok(c, adminBot(bot, owner), "Bot");
  });

  r.patch("/:id{[0-9]+}", async (c) => {
    const { bot } = await findBot(pathId(c, ADMIN_COPY.botNotFound));
    const input = validate(botUpdateSchema, foldCardFields(await readBody(c)));
    const { card, model_id, ...fields } = input;
    if (model_id !== undefined && !(await isChoosableModel(db, model_id)))
      throw new ApiError(422, MODEL_COPY.modelIdInvalid, { model_id: [MODEL_COPY.modelIdInvalid] });
    const changed = [
      ...Object.keys(fields),
      ...(model_id !== undefined ? ["model_id"] : []),
      ...Object.keys(card ?? {}).map((k) => `card.${k}`),
    ];
    const saved = await change(
      c.get("user"),
      bot.id,
      {
        ...fields,
        ...(model_id !== undefined ? { modelId: model_id } : {}),
        ...(card ? { card: { ...bot.card, ...card } } : {}),
      },
      "bot.update",
      changed.join(", "),
    );
    return ok(c, saved, ADMIN_COPY.botSaved);
  });

  r.post(
    "/:id{[0-9]+}/image",
    routeBodyLimit(AVATAR_MAX_BYTES + 64 * 1024, () => {
      throw imageError(ADMIN_COPY.imageTooLarge);
    }),
    async (c) => {
      const { bot } = await findBot(pathId(c, ADMIN_COPY.botNotFound));
      const body = await readBody(c);
      if (!isFilledFile(body.image)) throw imageError(ADMIN_COPY.imageRequired);
      const upload = await readImageUpload(body.image, {
        allowed: ["png", "jpeg", "gif", "webp"],
        maxBytes: AVATAR_MAX_BYTES,
      });
      if (!upload.ok && upload.reason === "too_large") throw imageError(ADMIN_COPY.imageTooLarge);
      // Re-encoded like member avatars: square WebP, no metadata, served by the media resource.
      const image = upload.ok ? await encodeAvatar(upload.bytes, upload.ext) : null;
      if (!image) throw imageError(ADMIN_COPY.imageInvalid);
      const key = `avatars/${randomBytes(16).toString("base64url")}.${image.ext}`;
      await services.storage.put(key, image.bytes, image.contentType);
      let saved;
      try {
        saved = await change(c.get("user"), bot.id, { image: avatarUrl(key) }, "bot.image");
      } catch (err) {
        await services.storage.delete(key).catch(() => undefined);
        throw err;
      }
      // An earlier upload is removed; seeded SVG avatars are generated, not stored.
      if (bot.image?.startsWith(`${UPLOADED_PREFIX}avatars/`)) {
        await services.storage.delete(bot.image.slice(UPLOADED_PREFIX.length)).catch((err) => {
          services.log(`[storage] old bot image not removed: ${errorSummary(err)}`);
        });
      }
      return ok(c, saved, ADMIN_COPY.botSaved);
    },
  );

  r.post("/:id{[0-9]+}/hide", async (c) => {
    const { bot } = await findBot(pathId(c, ADMIN_COPY.botNotFound));
    const { note } = await parseBody(c, adminNoteSchema);
    // Hiding twice keeps the first time.
    const saved = await change(
      c.get("user"),
      bot.id,
      { hiddenAt: bot.hiddenAt ?? services.now() },
      "bot.hide",
      note,
    );
    return ok(c, saved, ADMIN_COPY.botHidden);
  });

  r.post("/:id{[0-9]+}/unhide", async (c) => {
    const { bot } = await findBot(pathId(c, ADMIN_COPY.botNotFound));
    const { note } = await parseBody(c, adminNoteSchema);
    const saved = await change(c.get("user"), bot.id, { hiddenAt: null }, "bot.unhide", note);
    return ok(c, saved, ADMIN_COPY.botUnhidden);
  });

  return r;
}
