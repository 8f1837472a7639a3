// The console's overview numbers. Counts of replies (ratings, crisis, blocked) are all-time; the
// activity numbers cover the last 24 hours and the last 30 UTC days.
import { and, count, countDistinct, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import type { AdminOverview } from "../../../contract/admin";
import { botReports, bots, conversations, messages, users } from "../../db/schema";
import type { Services } from "../../services/types";

export const OVERVIEW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export async function overview(services: Services): Promise<AdminOverview> {
  const { db } = services;
  const now = services.now();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const firstDay = new Date(today - (OVERVIEW_DAYS - 1) * DAY_MS);
  const day = sql<string>`to_char(${messages.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const userMessages = isNotNull(messages.message);

  const [members, chatters, perDay, ratings, safety, openReports, ageReviews, pending] = await Promise.all([
    db.select({ n: count() }).from(users).where(isNotNull(users.emailVerifiedAt)),
    db
      .select({ n: countDistinct(conversations.userId) })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(userMessages, gte(messages.createdAt, new Date(now.getTime() - DAY_MS)))),
    db
      .select({ day, n: count() })
      .from(messages)
      .where(and(userMessages, gte(messages.createdAt, firstDay)))
      .groupBy(day),
    db.select({ rating: messages.rating, n: count() }).from(messages).groupBy(messages.rating),
    db
      .select({ safety: messages.safety, n: count() })
      .from(messages)
      .where(isNotNull(messages.safety))
      .groupBy(messages.safety),
    db.select({ n: count() }).from(botReports).where(isNull(botReports.resolvedAt)),
    db.select({ n: count() }).from(users).where(isNotNull(users.ageReviewAt)),
    db
      .select({ n: count() })
      .from(bots)
      .where(and(isNotNull(bots.ownerId), eq(bots.reviewStatus, "pending"), isNull(bots.hiddenAt))),
  ]);
  const byDay = new Map(perDay.map((r) => [r.day, Number(r.n)]));
  const byRating = new Map(ratings.map((r) => [r.rating, Number(r.n)]));
  const bySafety = new Map(safety.map((r) => [r.safety, Number(r.n)]));
  return {
    members: Number(members[0]!.n),
    chatters_24h: Number(chatters[0]!.n),
    messages_per_day: Array.from({ length: OVERVIEW_DAYS }, (_, i) => {
      const date = isoDay(new Date(firstDay.getTime() + i * DAY_MS));
      return { date, count: byDay.get(date) ?? 0 };
    }),
    thumbs_up: byRating.get(1) ?? 0,
    thumbs_down: byRating.get(-1) ?? 0,
    crisis_replies: bySafety.get("crisis") ?? 0,
    blocked_replies: bySafety.get("blocked") ?? 0,
    open_reports: Number(openReports[0]!.n),
    age_reviews: Number(ageReviews[0]!.n),
    pending_characters: Number(pending[0]!.n),
  };
}
