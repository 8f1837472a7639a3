// The subscription pages' pure helpers: the picker's order and search, its addresses, and where a
// public "Chat Now" goes (docs/requirements/dashboard.md#bot-chat-access).
import { describe, expect, it } from "vitest";
import { publicChatPath } from "../../app/utils/chat-access";
import { orderBots, passPath, pickerPath } from "../../app/utils/subscription";

const bots = [
  { id: 1, name: "Luna Harper", character: "Romantic Poet" },
  { id: 2, name: "Benny Banter", character: "Stand-up Comic" },
  { id: 3, name: "Sir Whiskers", character: "Sarcastic House Cat" },
];

describe("orderBots", () => {
  it("puts the bot the user came from first and keeps the rest in order", () => {
    expect(orderBots(bots, "", 3).map((b) => b.id)).toEqual([3, 1, 2]);
    expect(orderBots(bots, "", null).map((b) => b.id)).toEqual([1, 2, 3]);
    expect(orderBots(bots, "", 99).map((b) => b.id)).toEqual([1, 2, 3]);
  });

  it("searches names and labels, case and spaces aside", () => {
    expect(orderBots(bots, "  WHISK ", null).map((b) => b.id)).toEqual([3]);
    expect(orderBots(bots, "comic", 1).map((b) => b.id)).toEqual([2]);
    expect(orderBots(bots, "nobody", 1)).toEqual([]);
  });
});

describe("addresses", () => {
  it("the plain picker carries the chosen bot when there is one", () => {
    expect(pickerPath(4)).toBe("/dashboard/subscription/pick?plan=4");
    expect(pickerPath(4, 7)).toBe("/dashboard/subscription/pick?plan=4&bot=7");
    expect(passPath(4, 7)).toBe("/dashboard/subscription?plan=4&bot=7");
  });

  it('"Chat Now": the chat for a member with a plan, the plans for anyone else', () => {
    expect(publicChatPath(null, 5)).toBe("/pricing");
    expect(publicChatPath({ subscribed: false }, 5)).toBe("/pricing");
    expect(publicChatPath({}, 5)).toBe("/pricing");
    expect(publicChatPath({ subscribed: true }, 5)).toBe("/dashboard/chat?bot=5");
  });
});
