// The web app's mirror of the access rules (docs/requirements/dashboard.md#bot-chat-access), and
// how live (streaming) exchanges join stored ones.
import { describe, expect, it } from "vitest";
import type { SubscriptionStatus } from "../../contract/api-types";
import { COPY } from "../../contract/messages";
import { mergeExchanges } from "../../app/components/chat/exchanges";
import type { LiveExchange } from "../../app/components/chat/use-chat-stream";
import type { ChatRowView } from "../../app/components/chat/types";
import { accessBlockOf, chatAccess } from "../../app/utils/chat-access";

function status(interval: "day" | "week" | "month" | "year", botId: number | null): SubscriptionStatus {
  return {
    is_subscribed: true,
    status: "active",
    cancel_at_period_end: false,
    renews_at: null,
    subscription: {
      id: 1,
      plan_id: 1,
      plan_name: "Plan",
      bot_id: botId,
      bot_name: botId ? "Bot" : null,
      status: "active",
      cancel_at_period_end: false,
      renews_at: null,
      current_period_end: new Date().toISOString(),
      grace_until: null,
      provider: "local",
      card_last4: "4242",
      matched_db_product: { id: 1, interval },
    },
  };
}

describe("chat access (docs/requirements/dashboard.md#bot-chat-access)", () => {
  it("sends a user without a subscription to the plans", () => {
    expect(
      chatAccess(
        {
          is_subscribed: false,
          status: null,
          cancel_at_period_end: false,
          renews_at: null,
          subscription: null,
        },
        1,
      ),
    ).toEqual({
      kind: "blocked",
      reason: "subscription",
    });
  });

  it("lets a single-pass open only its bot, with Continue", () => {
    expect(chatAccess(status("day", 3), 3)).toEqual({ kind: "continue" });
    expect(chatAccess(status("week", 3), 4)).toEqual({ kind: "blocked", reason: "single-pass" });
  });

  it("leaves any bot open to an unbound single-pass, other plans, and an unknown status", () => {
    expect(chatAccess(status("day", null), 5)).toEqual({ kind: "open" });
    expect(chatAccess(status("month", null), 5)).toEqual({ kind: "open" });
    expect(chatAccess(null, 5)).toEqual({ kind: "open" });
  });

  it("reads which rule a 403 stands for from its message", () => {
    expect(accessBlockOf(COPY.singlePassOnly)).toBe("single-pass");
    expect(accessBlockOf(COPY.subscriptionRequired)).toBe("subscription");
  });
});

describe("live exchanges", () => {
  const row = (id: number, status: ChatRowView["status"] = "complete"): ChatRowView => ({
    id,
    message: `m${id}`,
    replyHtml: `<p>r${id}</p>`,
    status,
    error: status === "failed" ? "Oops" : null,
    safety: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    alternatives: 1,
    selected: 0,
    rating: 0,
  });
  const live = (
    key: string,
    id: number | null,
    status: LiveExchange["status"],
    reply = "",
  ): LiveExchange => ({
    key,
    kind: "send",
    id,
    message: "hi",
    reply,
    status,
    error: status === "failed" ? "Could not reach Infinite." : null,
    acknowledged: id !== null,
  });

  it("puts a retry in place of the failed row it re-asks and new ones at the end", () => {
    const bubbles = mergeExchanges(
      [row(1), row(2, "failed")],
      [live("a", 2, "streaming", "Hel"), live("b", null, "pending")],
    );
    expect(bubbles.map((b) => b.key)).toEqual(["row-1", "a", "b"]);
    expect(bubbles[1]).toMatchObject({ html: null, text: "Hel", typing: true, failed: null });
    expect(bubbles[2]).toMatchObject({ typing: true, text: "" });
  });

  it("shows stored failures with their message and keeps a failed send that never reached the server", () => {
    const bubbles = mergeExchanges([row(1, "failed")], [live("x", null, "failed")]);
    expect(bubbles[0]).toMatchObject({ id: 1, failed: "Oops", html: "<p>r1</p>" });
    expect(bubbles[1]).toMatchObject({ id: null, message: "hi", failed: "Could not reach Infinite." });
  });

  it("keeps the dots on a stopped reply, which the server is still writing", () => {
    const bubbles = mergeExchanges([row(1, "streaming")], [live("s", 1, "stopped", "Once")]);
    expect(bubbles).toHaveLength(1);
    expect(bubbles[0]).toMatchObject({ key: "s", text: "Once", typing: true, stopped: true, failed: null });
  });

  it("says Thinking… while a reasoning model thinks, and no longer once its text arrives", () => {
    const thinking = { ...live("t", 1, "pending"), thinking: true };
    expect(mergeExchanges([row(1, "pending")], [thinking])[0]).toMatchObject({
      typing: true,
      thinking: true,
    });
    const writing = { ...live("t", 1, "streaming", "Hel"), thinking: true };
    expect(mergeExchanges([row(1, "streaming")], [writing])[0]).toMatchObject({
      typing: true,
      thinking: false,
    });
    expect(mergeExchanges([row(1, "streaming")], [live("t", 1, "streaming")])[0]!.thinking).toBe(false);
    expect(mergeExchanges([row(1, "complete")], [])[0]!.thinking).toBe(false);
  });
});
