// Who may see which bot. Seeded bots are public; a member's character is private (its creator only),
// unlisted (anyone with its link) or public (the catalogue, once an operator approved it). A bot an
// operator hid is gone for everyone. A bot whose creator deleted it while others still had chats
// with it is archived: out of every list and closed to new chats, but those chats still read
// (api/domain/characters/retire.ts). One rule, used by every list and every open (docs/requirements).
import { and, eq, isNotNull, isNull, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { BotRow } from "../db/rows";
import { bots } from "../db/schema";

type VisibilityFields = Pick<BotRow, "ownerId" | "visibility" | "reviewStatus" | "hiddenAt" | "archivedAt">;

/** SQL: bots listed in the catalogue (GET /bots, filters, the home page, plan pickers). */
export function inCatalogue(): SQL {
  return and(
    isNull(bots.hiddenAt),
    isNull(bots.archivedAt),
    eq(bots.visibility, "public"),
    or(isNull(bots.ownerId), eq(bots.reviewStatus, "approved")),
  )!;
}

/** SQL: bots a user (0 for a visitor) may open by id: the catalogue, unlisted ones, and their own. */
export function openableBy(userId: number | SQLWrapper): SQL {
  return and(
    isNull(bots.hiddenAt),
    isNull(bots.archivedAt),
    or(
      eq(bots.visibility, "public"),
      eq(bots.visibility, "unlisted"),
      // A statement prepared once takes the member as a parameter (always a member: id > 0).
      typeof userId !== "number" || userId > 0 ? eq(bots.ownerId, userId) : sql`false`,
    ),
  )!;
}

/**
 * SQL: bots whose chats a user may still read: the ones they may open, and archived ones (each
 * caller asks for the user's own chats or memories with them; nothing new is made with one).
 */
export function readableBy(userId: number | SQLWrapper): SQL {
  return or(openableBy(userId), and(isNull(bots.hiddenAt), isNotNull(bots.archivedAt)))!;
}

/** The same rule as inCatalogue, for a row already loaded. */
export function isInCatalogue(bot: VisibilityFields): boolean {
  return (
    !bot.hiddenAt &&
    !bot.archivedAt &&
    bot.visibility === "public" &&
    (bot.ownerId === null || bot.reviewStatus === "approved")
  );
}
