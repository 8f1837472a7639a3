// Fair use: each plan's replies a UTC day (plans.daily_messages, null unlimited) and every member's
// AI spend a day (AI_USER_DAILY_USD). A send, retry, regenerate or edit claims one reply of the day
// before anything is stored or a model is asked; the claim is one conditional upsert of the member's
// usage_days row, so two instances (or two tabs) can never both take the last one. A crisis message
// is never refused and never counted: the safety reply does not wait for midnight.
import { and, eq, isNull, sql, type Placeholder, type SQLWrapper } from "drizzle-orm";
import { USAGE_COPY } from "../../contract/usage-copy";
import { usageDays } from "../db/schema";
import { ApiError } from "../http/envelope";
import type { Services } from "../services/types";
import { classifyUserMessage } from "./safety/detect";

/** The UTC day of an instant, as a date column holds it (YYYY-MM-DD). */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The next UTC midnight after `at`: when the day's allowance starts again. */
export function nextUtcMidnight(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
}

/** 429 with Retry-After (seconds to midnight) and data.resets_at; the plan's number when it is the plan's limit. */
function allowanceRefusal(now: Date, dailyMessages: number | null): ApiError {
  const resets = nextUtcMidnight(now);
  const seconds = Math.max(1, Math.ceil((resets.getTime() - now.getTime()) / 1000));
  return new ApiError(
    429,
    dailyMessages === null ? USAGE_COPY.spendCeiling : USAGE_COPY.allowanceUsed(dailyMessages),
    undefined,
    { "Retry-After": String(seconds) },
    { resets_at: resets.toISOString() },
  );
}

/** The member's counters for today (zeros before the first reply of the day). */
export async function usageToday(services: Services, userId: number, now: Date) {
  const [row] = await services.db
    .select({ messages: usageDays.messages, costUsd: usageDays.costUsd })
    .from(usageDays)
    .where(and(eq(usageDays.userId, userId), eq(usageDays.day, utcDay(now))));
  return row ?? { messages: 0, costUsd: 0 };
}

/** A member's counters for a day, as one json value (null before the day's first reply): read with the send's bot. */
export const usageOnField = (userId: number | SQLWrapper, day: string | SQLWrapper) =>
  sql<UsageToday | null>`(select json_build_object('messages', ${usageDays.messages}, 'costUsd', ${usageDays.costUsd}) from ${usageDays} where ${and(eq(usageDays.userId, userId), eq(usageDays.day, day))})`;

interface UsageToday {
  messages: number;
  costUsd: number;
}

/**
 * The 429 at once when the day's counters already read show no reply left, so the provider is not
 * asked for a message the claim would refuse. The claim itself still decides (claimStatement): two
 * sends at once may both pass here.
 */
export function assertReplyLeft(
  services: Services,
  dailyMessages: number | null,
  now: Date,
  today: UsageToday | null,
) {
  if (!today) return;
  const ceiling = services.config.AI_USER_DAILY_USD;
  if (ceiling > 0 && today.costUsd >= ceiling) throw allowanceRefusal(now, null);
  if (dailyMessages !== null && today.messages >= dailyMessages) throw allowanceRefusal(now, dailyMessages);
}

/**
 * Whether a reply needs one of today's claims: a crisis message (`text`, null when not known here)
 * passes without one; a plan of no replies is refused at once.
 */
export function needsClaim(dailyMessages: number | null, now: Date, text: string | null): boolean {
  if (text !== null && classifyUserMessage(text).crisis) return false;
  if (dailyMessages !== null && dailyMessages <= 0) throw allowanceRefusal(now, dailyMessages);
  return true;
}

/** Who claims, for which day, under which limit: values, or a prepared statement's placeholders. */
export interface ClaimValues {
  userId: number | Placeholder;
  day: string | Placeholder;
  /** The plan's replies a day; null: unlimited (only the spend ceiling counts). */
  dailyMessages: number | null | Placeholder;
}

/**
 * The claim itself: one conditional upsert of the member's usage_days row, answering a row only
 * when it took one. A statement of its own, or a step of a larger one (the send stores its
 * message in the same statement). A ceiling of 0 (AI_USER_DAILY_USD=0) turns the spend ceiling off.
 */
export function claimStatement(services: Services, { userId, day, dailyMessages }: ClaimValues) {
  const ceiling = services.config.AI_USER_DAILY_USD;
  const under = and(
    dailyMessages === null ? undefined : sql`${usageDays.messages} < ${dailyMessages}`,
    ceiling > 0 ? sql`${usageDays.costUsd} < ${ceiling}` : undefined,
  );
  return services.db
    .insert(usageDays)
    .values({ userId, day, messages: 1 })
    .onConflictDoUpdate({
      target: [usageDays.userId, usageDays.day],
      set: { messages: sql`${usageDays.messages} + 1` },
      ...(under ? { setWhere: under } : {}),
    })
    .returning({ messages: usageDays.messages });
}

/** The 429 for a claim that took nothing: the spend ceiling's when today's spend reached it, else the plan's. */
export async function claimRefusal(
  services: Services,
  userId: number,
  dailyMessages: number | null,
  now: Date,
): Promise<ApiError> {
  const ceiling = services.config.AI_USER_DAILY_USD;
  const today = await usageToday(services, userId, now);
  const spent = ceiling > 0 && today.costUsd >= ceiling;
  return allowanceRefusal(now, spent ? null : dailyMessages);
}

/** Claims one of today's replies for the member, or throws the 429 (see needsClaim for `text`). */
export async function claimReply(
  services: Services,
  userId: number,
  dailyMessages: number | null,
  now: Date,
  text: string | null,
): Promise<void> {
  if (!needsClaim(dailyMessages, now, text)) return;
  const claimed = await claimStatement(services, { userId, day: utcDay(now), dailyMessages });
  if (!claimed.length) throw await claimRefusal(services, userId, dailyMessages, now);
}

/**
 * Adds what a model call cost to the member's day. The first time the day's spend reaches
 * AI_USER_DAILY_USD the operators are told, once (the notified_at claim is atomic too).
 */
export async function addSpend(services: Services, userId: number, costUsd: number, now: Date) {
  const ceiling = services.config.AI_USER_DAILY_USD;
  const day = utcDay(now);
  const [row] = await services.db
    .insert(usageDays)
    .values({ userId, day, costUsd })
    .onConflictDoUpdate({
      target: [usageDays.userId, usageDays.day],
      set: { costUsd: sql`${usageDays.costUsd} + ${costUsd}` },
    })
    .returning({ costUsd: usageDays.costUsd, notifiedAt: usageDays.notifiedAt });
  if (!row || ceiling <= 0 || row.costUsd < ceiling || row.notifiedAt) return false;
  const first = await services.db
    .update(usageDays)
    .set({ notifiedAt: now })
    .where(and(eq(usageDays.userId, userId), eq(usageDays.day, day), isNull(usageDays.notifiedAt)))
    .returning({ userId: usageDays.userId });
  return first.length > 0;
}
