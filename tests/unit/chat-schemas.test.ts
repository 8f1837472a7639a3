import { describe, expect, it } from "vitest";
import { CHAT_COPY, chatSendSchema, reportSchema } from "../../contract/chat-schemas";

describe("chatSendSchema", () => {
  it("trims the message and reads ids from forms", () => {
    expect(chatSendSchema.parse({ bot_id: "7", message: "  hi  " })).toEqual({ bot_id: 7, message: "hi" });
  });

  it("with retry_id ignores the message", () => {
    expect(chatSendSchema.parse({ bot_id: 7, retry_id: "12", message: "" })).toEqual({
      bot_id: 7,
      retry_id: 12,
    });
    expect(chatSendSchema.parse({ bot_id: 7, retry_id: "", message: "x" })).toEqual({
      bot_id: 7,
      message: "x",
    });
  });

  it("refuses empty and too long messages with the spec'd words", () => {
    const empty = chatSendSchema.safeParse({ bot_id: 1, message: " \n " });
    expect(empty.success).toBe(false);
    expect(empty.error!.issues).toMatchObject([{ path: ["message"], message: CHAT_COPY.messageRequired }]);
    const long = chatSendSchema.safeParse({ bot_id: 1, message: "x".repeat(4001) });
    expect(long.error!.issues).toMatchObject([
      { path: ["message"], message: "Message must be 4000 characters or fewer." },
    ]);
  });

  it("refuses ids that are not positive Postgres integers", () => {
    for (const bot_id of [0, -1, 1.5, "abc", 2 ** 31, undefined]) {
      expect(chatSendSchema.safeParse({ bot_id, message: "x" }).success, String(bot_id)).toBe(false);
    }
  });
});

describe("reportSchema", () => {
  it("accepts the categories and severities of docs/requirements/api.md#constants only", () => {
    const ok = reportSchema.parse({
      category: "irrelevant",
      severity: "medium",
      description: " slow ",
      bot_id: "",
    });
    expect(ok).toEqual({
      category: "irrelevant",
      severity: "medium",
      description: "slow",
      bot_id: undefined,
    });
    expect(
      reportSchema.safeParse({ category: "Irrelevant", severity: "medium", description: "x" }).success,
    ).toBe(false);
    expect(
      reportSchema.safeParse({ category: "technical", severity: "urgent", description: "x" }).success,
    ).toBe(false);
  });
});
