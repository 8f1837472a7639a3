// Favourites (docs/requirements/dashboard.md#favourites): the list, newest first, and one toggle call
// that adds or removes.
import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { CHAT_COPY, idField } from "../../contract/chat-schemas";
import { bots, favourites } from "../db/schema";
import { openableBy } from "../domain/bot-visibility";
import { findBot } from "../domain/chat-bot";
import { adultsOnly } from "../http/adults-only";
import { authMiddleware } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { ok } from "../http/envelope";
import { pagingQuery } from "../http/paging";
import { parseBody, parseQuery } from "../http/validate";
import type { Services } from "../services/types";
import { botSearchCondition, serializeBot } from "./bots";

const listQuery = z.object({
  search: z.string().trim().max(100).optional().default(""),
  ...pagingQuery,
});

const toggleBody = z.object({ bot_id: idField(CHAT_COPY.botRequired) });

export function favouritesResource(services: Services) {
  const { db } = services;
  const r = new Hono<ApiEnv>();
  const requireUser = authMiddleware(services, { required: true });
  r.use("/", requireUser, adultsOnly);
  r.use("/*", requireUser, adultsOnly);

  r.get("/", async (c) => {
    const q = parseQuery(c, listQuery);
    const rows = await db
      .select({ bot: bots })
      .from(favourites)
      .innerJoin(bots, eq(bots.id, favourites.botId))
      .where(
        and(
          eq(favourites.userId, c.get("user").id),
          openableBy(c.get("user").id),
          botSearchCondition(q.search, ""),
        ),
      )
      .orderBy(desc(favourites.createdAt), desc(bots.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page);
    return ok(
      c,
      rows.map((row) => serializeBot(row.bot, true)),
      "Favourites",
    );
  });

  r.post("/toggle", async (c) => {
    const { bot_id } = await parseBody(c, toggleBody);
    const userId = c.get("user").id;
    const bot = await findBot(services, bot_id, userId);
    const removed = await db
      .delete(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.botId, bot.id)))
      .returning({ botId: favourites.botId });
    if (removed.length === 0) {
      await db
        .insert(favourites)
        .values({ userId, botId: bot.id, createdAt: services.now() })
        .onConflictDoNothing();
    }
    const isFav = removed.length === 0;
    return ok(
      c,
      { bot_id: bot.id, is_Fav: isFav },
      isFav ? "Added to favourites" : "Removed from favourites",
    );
  });

  return r;
}
