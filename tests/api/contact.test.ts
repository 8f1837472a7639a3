import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONTACT_EMAIL_RATE_LIMIT,
  CONTACT_LIMIT_MESSAGES,
  CONTACT_RATE_LIMIT,
} from "../../contract/contact-schema";
import { COPY } from "../../contract/messages";
import { UNKNOWN_ADDRESS } from "../../contract/client-address";
import { contactMessages } from "../../api/db/schema";
import { faqs } from "../../api/db/seed/faq";
import { createTestApi, type TestApi } from "../support/api";

const CONTACT_EMAIL = "team@contact.test";
let t: TestApi;
let ipCounter = 0;
/** Each test sends from its own address, so the per-address limit only shows where it is tested. */
const nextIp = () => `10.0.0.${++ipCounter}`;

beforeAll(async () => {
  t = await createTestApi({ CONTACT_EMAIL });
});
afterAll(() => t.close());

const valid = {
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  message: "Hello there, I would like to know more about the yearly plan.",
};

async function outboxFor(to: string) {
  const { body } = await t.call("GET", `/dev/outbox?to=${encodeURIComponent(to)}`);
  return body.data as { to: string; subject: string; text: string; html: string }[];
}

async function storedWith(message: string) {
  return t.services.db.select().from(contactMessages).where(eq(contactMessages.message, message));
}

describe("POST /contact-us/send", () => {
  it("stores the message and mails it to CONTACT_EMAIL", async () => {
    const message = `${valid.message} <b>really</b> ${Date.now()}`;
    const ip = nextIp();
    const { status, body } = await t.call("POST", "/contact-us/send", { json: { ...valid, message }, ip });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: COPY.contactThanks, data: null });

    const rows = await storedWith(message);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: "Ada", lastName: "Lovelace", email: valid.email, ip });

    const mail = (await outboxFor(CONTACT_EMAIL)).find((m) => m.text.includes(message));
    expect(mail).toBeDefined();
    expect(mail!.to).toBe(CONTACT_EMAIL);
    expect(mail!.subject).toContain("Ada Lovelace");
    expect(mail!.text).toContain("ada@example.com");
    // The sender's text is escaped in the HTML copy, never interpreted.
    expect(mail!.html).toContain("&lt;b&gt;really&lt;/b&gt;");
    expect(mail!.html).not.toContain("<b>really</b>");
  });

  it("accepts the form encoding a browser sends", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(valid)) form.set(k, v);
    form.set("message", `Sent as a form, long enough ${Date.now()}`);
    form.set("website", "");
    const { status } = await t.call("POST", "/contact-us/send", { form, ip: nextIp() });
    expect(status).toBe(200);
    expect(await storedWith(String(form.get("message")))).toHaveLength(1);
  });

  it.each([
    ["first_name", { first_name: "" }, COPY.firstNameRequired],
    ["first_name", { first_name: undefined }, COPY.firstNameRequired],
    ["first_name", { first_name: "A" }, COPY.firstNameMin],
    ["last_name", { last_name: "   " }, COPY.lastNameRequired],
    ["last_name", { last_name: "B" }, COPY.lastNameMin],
    ["email", { email: "" }, COPY.emailRequired],
    ["email", { email: "not-an-email" }, COPY.emailInvalid],
    ["message", { message: "" }, COPY.messageRequired],
    ["message", { message: "too short" }, COPY.messageMin],
  ])("answers 422 on %s with the validation message %#", async (field, patch, message) => {
    const { status, body } = await t.call("POST", "/contact-us/send", {
      json: { ...valid, ...patch },
      ip: nextIp(),
    });
    expect(status).toBe(422);
    expect(body.success).toBe(false);
    expect(body.errors).toEqual({ [field]: [message] });
    expect(body.message).toBe(message);
  });

  it("reports every missing field at once", async () => {
    const { status, body } = await t.call("POST", "/contact-us/send", { json: {}, ip: nextIp() });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      first_name: [COPY.firstNameRequired],
      last_name: [COPY.lastNameRequired],
      email: [COPY.emailRequired],
      message: [COPY.messageRequired],
    });
  });

  it("drops a message whose honeypot is filled, answering like a success", async () => {
    const message = `A very spammy message ${Date.now()}`;
    const before = (await outboxFor(CONTACT_EMAIL)).length;
    const { status, body } = await t.call("POST", "/contact-us/send", {
      json: { ...valid, message, website: "https://spam.example" },
      ip: nextIp(),
    });
    expect(status).toBe(200);
    expect(body.message).toBe(COPY.contactThanks);
    expect(await storedWith(message)).toHaveLength(0);
    expect(await outboxFor(CONTACT_EMAIL)).toHaveLength(before);
  });

  it("limits each address, answering 429 with Retry-After", async () => {
    const ip = nextIp();
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
      const { status } = await t.call("POST", "/contact-us/send", {
        json: {
          ...valid,
          email: `address-limit-${i}@example.com`,
          message: `Message number ${i} from one address`,
        },
        ip,
      });
      expect(status).toBe(200);
    }
    const over = await t.call("POST", "/contact-us/send", {
      json: { ...valid, email: "address-limit-over@example.com" },
      ip,
    });
    expect(over.status).toBe(429);
    expect(over.body.success).toBe(false);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(over.headers.get("Retry-After"))).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.windowSeconds);
    // Another address is unaffected.
    const other = await t.call("POST", "/contact-us/send", {
      json: { ...valid, email: "address-limit-over@example.com" },
      ip: nextIp(),
    });
    expect(other.status).toBe(200);
  });

  it("limits each sender email to 5 an hour, from however many addresses", async () => {
    const email = "one-sender@example.com";
    const send = () =>
      t.call("POST", "/contact-us/send", { json: { ...valid, email: email.toUpperCase() }, ip: nextIp() });
    for (let i = 0; i < CONTACT_EMAIL_RATE_LIMIT.limit; i++) expect((await send()).status).toBe(200);
    const over = await send();
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(CONTACT_LIMIT_MESSAGES.rateLimited);
    const wait = Number(over.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(CONTACT_RATE_LIMIT.windowSeconds);
    expect(wait).toBeLessThanOrEqual(CONTACT_EMAIL_RATE_LIMIT.windowSeconds);
    // Another sender is unaffected, and the hour ends.
    const other = await t.call("POST", "/contact-us/send", {
      json: { ...valid, email: "another-sender@example.com" },
      ip: nextIp(),
    });
    expect(other.status).toBe(200);
    t.advance(CONTACT_EMAIL_RATE_LIMIT.windowSeconds * 1000);
    expect((await send()).status).toBe(200);
  });
});

describe("GET /faqs", () => {
  it("lists the five questions, cacheable by anyone", async () => {
    const { status, body, headers } = await t.call("GET", "/faqs");
    expect(status).toBe(200);
    expect(body.data).toEqual(faqs);
    expect(body.data).toHaveLength(5);
    expect(headers.get("Cache-Control")).toBe("public, max-age=10");
  });
});

describe("POST /contact-us/send limit key", () => {
  it("counts the sender's address, whatever email they type", async () => {
    const ip = nextIp();
    const send = (email: string, from = ip) =>
      t.call("POST", "/contact-us/send", {
        ip: from,
        json: { first_name: "Ann", last_name: "Lee", email, message: "Hello there, lovely app!" },
      });
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++)
      expect((await send(`sender-${i}@example.com`)).status).toBe(200);
    // A fresh email does not buy a fresh allowance.
    const limited = await send("someone-else@example.com");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another visitor (another address) typing the first one's email is not punished.
    expect((await send("sender-0@example.com", nextIp())).status).toBe(200);
  });

  it("shares one allowance when the address is unknown, whatever email is typed", async () => {
    const api = await createTestApi();
    try {
      const send = (email: string) =>
        api.call("POST", "/contact-us/send", {
          ip: UNKNOWN_ADDRESS,
          json: { first_name: "Ann", last_name: "Lee", email, message: "Hello there, lovely app!" },
        });
      for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++)
        expect((await send(`flood-${i}@example.com`)).status).toBe(200);
      expect((await send("flood-new@example.com")).status).toBe(429);
    } finally {
      await api.close();
    }
  });
});
