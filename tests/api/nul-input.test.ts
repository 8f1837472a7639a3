// Characters PostgreSQL cannot store: U+0000 (a 500 that lost the chat message)
// and lone UTF-16 surrogates. Every body and query goes through api/http/validate.ts, which drops
// NULs and replaces lone surrogates, so nothing of the kind is a 500; path parameters that reach
// the database are answered like any unknown id.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, messages } from "../../api/db/schema";
import { createTestApi, type TestApi } from "../support/api";
import { chatter, firstBotId, send } from "../support/chat";
import type { TestUser } from "../support/users";

let t: TestApi;
let user: TestUser;
let botId: number;
beforeAll(async () => {
  t = await createTestApi();
  user = await chatter(t);
  botId = await firstBotId(t);
});
afterAll(() => t.close());

describe("search", () => {
  it.each(["%00", "ca%00t", "%00%00%00", "%ED%A0%80", "%F0%9F%98%80%00"])(
    "GET /bots?search=%s is 200",
    async (q) => {
      const res = await t.call("GET", `/bots?search=${q}`);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
    },
  );

  it("finds what the search says once the NUL is gone", async () => {
    const { body } = await t.call("GET", `/bots?per_page=1`);
    const name: string = body.data.data[0].name;
    const res = await t.call(
      "GET",
      `/bots?search=${encodeURIComponent(name.slice(0, 2))}%00${encodeURIComponent(name.slice(2))}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.data.map((b: { name: string }) => b.name)).toContain(name);
  });
});

describe("chat messages", () => {
  it("keeps a message with NULs, without them", async () => {
    const res = await send(t, user, { bot_id: botId, message: "hello\u0000 there\u0000 friend" });
    expect(res.status).toBe(200);
    const [row] = await t.services.db
      .select()
      .from(messages)
      .where(eq(messages.id, res.body.data.message.id));
    expect(row!.message).toBe("hello there friend");
  });

  it("keeps a message with a lone surrogate, as U+FFFD", async () => {
    const res = await send(t, user, { bot_id: botId, message: "broken \ud800 emoji, whole \ud83d\ude00" });
    expect(res.status).toBe(200);
    const [row] = await t.services.db
      .select()
      .from(messages)
      .where(eq(messages.id, res.body.data.message.id));
    expect(row!.message).toBe("broken \ufffd emoji, whole \ud83d\ude00");
  });

  it("refuses a message that is only NULs like an empty one (422)", async () => {
    const res = await send(t, user, { bot_id: botId, message: "\u0000\u0000" });
    expect(res.status).toBe(422);
    expect(res.body.errors.message).toBeDefined();
  });

  it("reads form bodies the same way", async () => {
    const form = new FormData();
    form.set("bot_id", String(botId));
    form.set("message", "form\u0000 message");
    const res = await t.call("POST", "/bots/chatting/send", { token: user.token, form });
    expect(res.status).toBe(200);
    expect(res.body.data.message.message).toBe("form message");
  });
});

describe("other bodies", () => {
  it("stores a contact message without its NULs, keys included", async () => {
    const res = await t.call("POST", "/contact-us/send", {
      json: {
        first_name: "Nul\u0000la",
        last_name: "Byte",
        email: "nul@example.com",
        ["mess\u0000age"]: "Hi\u0000 there, a question.",
      },
      ip: "10.7.0.1",
    });
    expect(res.status).toBe(200);
    const [row] = await t.services.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.firstName, "Nulla"));
    expect(row!.message).toBe("Hi there, a question.");
  });

  it("never answers 500 to a NUL in a login or sign-up", async () => {
    const login = await t.call("POST", "/login", {
      json: { email: "a\u0000@example.com", password: "x\u0000y" },
    });
    expect(login.status).toBeLessThan(500);
    const signUp = await t.call("POST", "/sign-up", {
      json: {
        first_name: "\u0000",
        last_name: "\u0000",
        email: "\u0000",
        password: "\u0000",
        birth_date: "\u0000",
      },
    });
    expect(signUp.status).toBeLessThan(500);
  });
});

describe("path parameters", () => {
  it.each(["/checkout/%00", "/checkout/cs_%00x", "/dynamic-pages/%00", "/dynamic-pages/a%00b"])(
    "GET %s is 404, not 500",
    async (path) => {
      const res = await t.call("GET", path, { token: user.token });
      expect(res.status).toBe(404);
    },
  );
});
