// GET /bots and GET /bots/filter: public reads (docs/requirements/site.md#home); with a token each
// bot carries is_Fav. The catalogue part is cached for everyone (api/http/read-cache.ts); a
// member's favourites are read per request and joined on top, never stored. Lists show the
// catalogue only; a bot opened by id may also be unlisted or the user's own
// (api/domain/bot-visibility.ts): anything else is 404.
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { Bot } from "../../contract/api-types";
import { CHAT_COPY } from "../../contract/chat-schemas";
import { botVoice } from "../../contract/voice";
import { bots, favourites } from "../db/schema";
import { inCatalogue, openableBy } from "../domain/bot-visibility";
import type { StoredCard } from "../domain/cards/card";
import { applyMacros } from "../services/ai/macros";
import { authMiddleware } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { ApiError, ok, page } from "../http/envelope";
import { likePattern, pagingQuery } from "../http/paging";
import { cachedAnswer, publicGet, sendPublic } from "../http/public-answer";
import { parseQuery } from "../http/validate";
import type { Services } from "../services/types";
import { oneRow } from "../db/rows";

const listQuery = z.object({
  search: z.string().trim().max(100).optional().default(""),
  category: z.string().trim().max(60).optional().default(""),
  ...pagingQuery,
});

export type BotRow = typeof bots.$inferSelect;

export function serializeBot(bot: BotRow, isFav: boolean): Bot {
  return {
    id: bot.id,
    name: bot.name,
    image: bot.image,
    character: bot.character,
    text: bot.text,
    description: bot.text,
    category: bot.category,
    is_Fav: isFav,
  };
}

/**
 * The greetings a new chat may open with (POST /chats `greeting` is the index): the card's first_mes,
 * then its alternate greetings, macros applied, as plain text.
 */
export function botGreetings(bot: BotRow, userName: string): string[] {
  const card = bot.card as Partial<StoredCard>;
  const names = { char: bot.name, user: userName };
  return [card.first_mes ?? "", ...(card.alternate_greetings ?? [])].map((g) => applyMacros(g, names));
}

export function botSearchCondition(search: string, category: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (search) {
    const p = likePattern(search);
    conditions.push(
      or(ilike(bots.name, p), ilike(bots.character, p), ilike(bots.text, p), ilike(bots.category, p))!,
    );
  }
  if (category) conditions.push(eq(bots.category, category));
  return conditions.length ? and(...conditions) : undefined;
}

export function botsResource(services: Services) {
  const { db } = services;
  const r = new Hono<ApiEnv>();
  r.use("/", authMiddleware(services, { required: false }));
  r.use("/filter", authMiddleware(services, { required: false }));
  r.use("/:id{[0-9]+}", authMiddleware(services, { required: false }));

  /** One page of the catalogue as a visitor sees it (no favourites). */
  async function cataloguePage(q: z.infer<typeof listQuery>) {
    const where = and(inCatalogue(), botSearchCondition(q.search, q.category));
    const [totals, rows] = await Promise.all([
      db.select({ total: count() }).from(bots).where(where),
      db
        .select()
        .from(bots)
        .where(where)
        .orderBy(asc(bots.sortOrder), asc(bots.id))
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page),
    ]);
    const { total } = oneRow(totals);
    return page(
      rows.map((bot) => serializeBot(bot, false)),
      total,
      q.page,
      q.per_page,
    );
  }

  r.get("/", async (c) => {
    const q = parseQuery(c, listQuery);
    // The parsed query, not the raw one: junk parameters and spellings of the same page share a key.
    const key = `bots:${JSON.stringify([q.search, q.category, q.page, q.per_page])}`;
    const answer = await cachedAnswer(db, key, "Bots", () => cataloguePage(q));
    const user = c.get("user");
    // Shared caches must not hand the visitors' answer to a member, whose answer differs.
    if (!user) return sendPublic(c, answer, { Vary: "Authorization" });
    const ids = answer.data.data.map((b) => b.id);
    const faved = ids.length
      ? await db
          .select({ id: favourites.botId })
          .from(favourites)
          .where(and(eq(favourites.userId, user.id), inArray(favourites.botId, ids)))
      : [];
    const favIds = new Set(faved.map((f) => f.id));
    const data = answer.data.data.map((b) => ({ ...b, is_Fav: favIds.has(b.id) }));
    return ok(c, { ...answer.data, data }, "Bots");
  });

  r.get("/filter", (c) =>
    publicGet(c, db, "categories", "Categories", async () => {
      const rows = await db
        .select({ category: bots.category, first: sql<number>`min(${bots.sortOrder})` })
        .from(bots)
        .where(inCatalogue())
        .groupBy(bots.category)
        .orderBy(sql`min(${bots.sortOrder})`);
      return rows.map((r) => r.category);
    }),
  );

  r.get("/:id{[0-9]+}", async (c) => {
    const id = Number(c.req.param("id"));
    // Beyond a Postgres integer no bot can exist (and the query would fail).
    if (id > 2_147_483_647) throw new ApiError(404, CHAT_COPY.botNotFound);
    const userId = c.get("user")?.id ?? 0;
    const [row] = await db
      .select({ bot: bots, isFav: sql<boolean>`${favourites.botId} is not null` })
      .from(bots)
      .leftJoin(favourites, and(eq(favourites.botId, bots.id), eq(favourites.userId, userId)))
      .where(and(eq(bots.id, id), openableBy(userId)))
      .limit(1);
    if (!row) throw new ApiError(404, CHAT_COPY.botNotFound);
    const greetings = botGreetings(row.bot, c.get("user")?.firstName ?? "you");
    const voice = botVoice(row.bot.id, row.bot.card); // how Listen reads its replies (contract/voice.ts)
    return ok(c, { ...serializeBot(row.bot, Boolean(row.isFav)), greetings, voice }, "Bot");
  });

  return r;
}
