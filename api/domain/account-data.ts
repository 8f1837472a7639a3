// "Download my data": everything Infinite keeps about one account, as one JSON document. Secrets
// (password hash, token hashes, Google's id, the payment provider's ids) stay out: they identify
// nothing to the user and would only help whoever gets hold of the file.
import { asc, eq, inArray } from "drizzle-orm";
import type { UserRow } from "../db/rows";
import {
  botReports,
  bots,
  checkoutSessions,
  conversations,
  favourites,
  memories,
  memorySettings,
  messages,
  notifications,
  plans,
  pushSubscriptions,
  subscriptions,
} from "../db/schema";
import type { Services } from "../services/types";
import { avatarUrl } from "./accounts";
import { listOwnCharacters } from "./characters/store";
import { screenshotUrl } from "./images";
import { listPayments } from "./payments";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Bump when the document's shape changes in a way a reader would notice. */
export const ACCOUNT_EXPORT_VERSION = 1;

export async function exportAccountData(services: Services, user: UserRow) {
  const { db } = services;
  const [starred, subs, checkouts, notes, reports, chats] = await Promise.all([
    db
      .select({ botId: favourites.botId, bot: bots.name, createdAt: favourites.createdAt })
      .from(favourites)
      .innerJoin(bots, eq(bots.id, favourites.botId))
      .where(eq(favourites.userId, user.id))
      .orderBy(asc(favourites.createdAt)),
    db
      .select({ sub: subscriptions, plan: plans.name, bot: bots.name })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .leftJoin(bots, eq(bots.id, subscriptions.botId))
      .where(eq(subscriptions.userId, user.id))
      .orderBy(asc(subscriptions.id)),
    db
      .select({ checkout: checkoutSessions, plan: plans.name })
      .from(checkoutSessions)
      .innerJoin(plans, eq(plans.id, checkoutSessions.planId))
      .where(eq(checkoutSessions.userId, user.id))
      .orderBy(asc(checkoutSessions.createdAt)),
    db.select().from(notifications).where(eq(notifications.userId, user.id)).orderBy(asc(notifications.id)),
    db
      .select({ report: botReports, bot: bots.name })
      .from(botReports)
      .leftJoin(bots, eq(bots.id, botReports.botId))
      .where(eq(botReports.userId, user.id))
      .orderBy(asc(botReports.id)),
    db
      .select({ chat: conversations, bot: bots.name })
      .from(conversations)
      .innerJoin(bots, eq(bots.id, conversations.botId))
      .where(eq(conversations.userId, user.id))
      .orderBy(asc(conversations.id)),
  ]);
  const chatIds = chats.map((c) => c.chat.id);
  const rows = chatIds.length
    ? await db
        .select()
        .from(messages)
        .where(inArray(messages.conversationId, chatIds))
        .orderBy(asc(messages.id))
    : [];
  const [remembered, characters, devices] = await Promise.all([
    rememberedByBot(services, user.id),
    listOwnCharacters(services, user.id),
    db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id))
      .orderBy(asc(pushSubscriptions.id)),
  ]);
  const byChat = new Map<number, typeof rows>();
  for (const m of rows) {
    const list = byChat.get(m.conversationId);
    if (list) list.push(m);
    else byChat.set(m.conversationId, [m]);
  }

  return {
    format: "infinite-account-export",
    version: ACCOUNT_EXPORT_VERSION,
    exported_at: services.now().toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      bio: user.bio,
      avatar: avatarUrl(user.avatarKey),
      birth_date: user.birthDate,
      persona: user.persona,
      reply_language: user.language,
      mail_notification: user.mailNotification,
      google_sign_in: user.googleSub !== null,
      email_verified_at: iso(user.emailVerifiedAt),
      age_review_at: iso(user.ageReviewAt),
      created_at: iso(user.createdAt),
      updated_at: iso(user.updatedAt),
    },
    favourites: starred.map((f) => ({ bot_id: f.botId, bot: f.bot, created_at: iso(f.createdAt) })),
    subscriptions: subs.map(({ sub, plan, bot }) => ({
      plan,
      bot_id: sub.botId,
      bot,
      status: sub.status,
      provider: sub.provider,
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      card_last4: sub.cardLast4,
      current_period_end: iso(sub.currentPeriodEnd),
      created_at: iso(sub.createdAt),
    })),
    /** Every charge, renewals included (GET /subscription/payments). */
    charges: await listPayments(db, user.id),
    payments: checkouts.map(({ checkout, plan }) => ({
      plan,
      amount_cents: checkout.amountCents,
      provider: checkout.provider,
      status: checkout.status,
      paid_at: iso(checkout.paidAt),
      created_at: iso(checkout.createdAt),
    })),
    notifications: notes.map((n) => ({
      title: n.title,
      message: n.message,
      read_at: iso(n.readAt),
      created_at: iso(n.createdAt),
    })),
    reports: reports.map(({ report, bot }) => ({
      bot_id: report.botId,
      bot,
      category: report.category,
      severity: report.severity,
      description: report.description,
      screenshot: report.screenshotKey ? screenshotUrl(report.id) : null,
      created_at: iso(report.createdAt),
    })),
    chats: chats.map(({ chat, bot }) => ({
      bot_id: chat.botId,
      bot,
      title: chat.title,
      started_at: iso(chat.createdAt),
      last_message_at: iso(chat.lastMessageAt),
      summary: chat.summary,
      messages: (byChat.get(chat.id) ?? []).map((m) => ({
        message: m.message,
        reply_html: m.replyMessage,
        // Every reply the exchange had (regenerates), and which one is shown and remembered.
        alternatives: m.alternatives ?? [],
        selected: m.selected,
        rating: Math.sign(m.rating),
        status: m.status,
        safety: m.safety,
        created_at: iso(m.createdAt),
      })),
    })),
    memories: remembered,
    // The characters the user made or imported, each with its whole card (an export gives it back).
    characters,
    // Devices that get notifications: the push service and when, never the endpoint (it is the
    // device's address for pushes) or its keys.
    notification_devices: devices.map((d) => ({
      push_service: new URL(d.endpoint).host,
      subscribed_at: iso(d.createdAt),
    })),
  };
}

/** What each bot remembers about the user, one entry per bot, with whether automatic memory is paused. */
async function rememberedByBot(services: Services, userId: number) {
  const [rows, settings] = await Promise.all([
    services.db
      .select({ memory: memories, bot: bots.name })
      .from(memories)
      .innerJoin(bots, eq(bots.id, memories.botId))
      .where(eq(memories.userId, userId))
      .orderBy(asc(memories.botId), asc(memories.id)),
    services.db.select().from(memorySettings).where(eq(memorySettings.userId, userId)),
  ]);
  const paused = new Set(settings.filter((s) => s.paused).map((s) => s.botId));
  const byBot = new Map<
    number,
    {
      bot_id: number;
      bot: string;
      automatic_memory_paused: boolean;
      memories: {
        text: string;
        source: "auto" | "user";
        created_at: string | null;
        updated_at: string | null;
      }[];
    }
  >();
  for (const { memory, bot } of rows) {
    let entry = byBot.get(memory.botId);
    if (!entry) {
      entry = { bot_id: memory.botId, bot, automatic_memory_paused: paused.has(memory.botId), memories: [] };
      byBot.set(memory.botId, entry);
    }
    entry.memories.push({
      text: memory.text,
      source: memory.source,
      created_at: iso(memory.createdAt),
      updated_at: iso(memory.updatedAt),
    });
  }
  return [...byBot.values()];
}
