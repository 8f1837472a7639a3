// GET /bots and GET /bots/filter: public reads (DESIGN.md); with a token each bot carries is_Fav.
// Lists show the catalogue only; a bot opened by id may also be unlisted or the user's own
// (api/domain/bot-visibility.ts): anything else is 404.
import { and, asc, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { CHAT_COPY } from "../../contract/chat-schemas";
import { botVoice } from "../../contract/voice";
import { bots, favorites } from "../db/schema";
import { inCatalogue, openableBy } from "../domain/bot-visibility";
import type { StoredCard } from "../domain/cards/card";
import { applyMacros } from "../services/ai/macros";
import { authMiddleware } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { ApiError, ok, page } from "../http/envelope";
import { likePattern, pagingQuery } from "../http/paging";
import { parseQuery } from "../http/validate";
import type { Services } from "../services/types";

const listQuery = z.object({
  search: z.string().trim().max(100).optional().default(""),
  category: z.string().trim().max(60).optional().default(""),
  ...pagingQuery,
});

export type BotRow = typeof bots.$inferSelect;

export function serializeBot(bot: BotRow, isFav: boolean) {
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
  r.use("/bots", authMiddleware(services, { required: false }));
  r.use("/bots/filter", authMiddleware(services, { required: false }));
  r.use("/bots/:id{[0-9]+}", authMiddleware(services, { required: false }));

  r.get("/bots", async (c) => {
    const q = parseQuery(c, listQuery);
    const where = and(inCatalogue(), botSearchCondition(q.search, q.category));
    const userId = c.get("user")?.id ?? 0;
    const [[{ total }], rows] = await Promise.all([
      db.select({ total: count() }).from(bots).where(where),
      db
        .select({
          bot: bots,
          isFav: sql<boolean>`${favorites.botId} is not null`,
        })
        .from(bots)
        .leftJoin(favorites, and(eq(favorites.botId, bots.id), eq(favorites.userId, userId)))
        .where(where)
        .orderBy(asc(bots.sortOrder), asc(bots.id))
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page),
    ]);
    return ok(
      c,
      page(
        rows.map((r) => serializeBot(r.bot, Boolean(r.isFav))),
        total,
        q.page,
        q.per_page,
      ),
      "Bots",
    );
  });

  r.get("/bots/filter", async (c) => {
    const rows = await db
      .select({ category: bots.category, first: sql<number>`min(${bots.sortOrder})` })
      .from(bots)
      .where(inCatalogue())
      .groupBy(bots.category)
      .orderBy(sql`min(${bots.sortOrder})`);
    return ok(
      c,
      rows.map((r) => r.category),
      "Categories",
    );
  });

  r.get("/bots/:id{[0-9]+}", async (c) => {
    const id = Number(c.req.param("id"));
    // Beyond a Postgres integer no bot can exist (and the query would fail).
    if (id > 2_147_483_647) throw new ApiError(404, CHAT_COPY.botNotFound);
    const userId = c.get("user")?.id ?? 0;
    const [row] = await db
      .select({ bot: bots, isFav: sql<boolean>`${favorites.botId} is not null` })
      .from(bots)
      .leftJoin(favorites, and(eq(favorites.botId, bots.id), eq(favorites.userId, userId)))
      .where(and(eq(bots.id, id), openableBy(userId)))
      .limit(1);
    if (!row) throw new ApiError(404, CHAT_COPY.botNotFound);
    const greetings = botGreetings(row.bot, c.get("user")?.firstName ?? "you");
    const voice = botVoice(row.bot.id, row.bot.card); // how Listen reads its replies (contract/voice.ts)
    return ok(c, { ...serializeBot(row.bot, Boolean(row.isFav)), greetings, voice }, "Bot");
  });

  return r;
}
