// SMTP delivery against a real SMTP server on loopback (the smtp-server package).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../support/api";
import { BIRTH_DATE, PASSWORD, uniqueEmail } from "../support/accounts";
import { startSmtpInbox, type ReceivedMail } from "../support/smtp-inbox";

let smtp: Awaited<ReturnType<typeof startSmtpInbox>>;
let t: TestApi;
let inbox: ReceivedMail[];

beforeAll(async () => {
  smtp = await startSmtpInbox();
  inbox = smtp.inbox;
  t = await createTestApi({
    SMTP_URL: smtp.url,
    MAIL_FROM: "Infinite <hello@infinite.test>",
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The code stands alone on a line of the text part (transfer encoding keeps digits as they are). */
const codeOf = (raw: string) => raw.match(/^\s*(\d{4})\s*$/m)?.[1];

describe("SMTP mailer", () => {
  it("is chosen when SMTP_URL is set, and the outbox pages are gone", async () => {
    expect(t.services.mailer.name).toBe("smtp");
    expect((await t.call("GET", "/dev/outbox")).status).toBe(404);
  });

  it("delivers the sign-up code, which /verify/otp accepts", async () => {
    const email = uniqueEmail("smtp");
    const res = await t.call("POST", "/sign-up", {
      json: { first_name: "Ada", last_name: "Lovelace", email, password: PASSWORD, birth_date: BIRTH_DATE },
    });
    expect(res.status).toBe(201);
    const mail = inbox.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe("hello@infinite.test");
    expect(mail!.raw).toMatch(/^From: Infinite <hello@infinite\.test>/m);
    expect(mail!.raw).toMatch(/^Subject: Your Infinite verification code/m);
    expect(mail!.raw).toContain("text/plain");
    expect(mail!.raw).toContain("text/html");
    const otp = codeOf(mail!.raw);
    expect(otp).toMatch(/^\d{4}$/);
    const verified = await t.call("POST", "/verify/otp", { json: { email, otp } });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user.email).toBe(email);
  });

  it("answers 503 when the server refuses, and lets the user retry at once", async () => {
    const email = uniqueEmail("refused");
    smtp.control.refuse = true;
    const failed = await t.call("POST", "/password/forgot", { json: { email } });
    // Unknown email: nothing is sent, so nothing can fail.
    expect(failed.status).toBe(200);
    const signUp = () =>
      t.call("POST", "/sign-up", {
        json: { first_name: "Ada", last_name: "L", email, password: PASSWORD, birth_date: BIRTH_DATE },
      });
    const res = await signUp();
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/could not send/i);
    smtp.control.refuse = false;
    const retry = await signUp();
    expect(retry.status).toBe(201);
    const otp = codeOf(inbox.filter((m) => m.to.includes(email)).at(-1)!.raw);
    expect((await t.call("POST", "/verify/otp", { json: { email, otp } })).status).toBe(200);
  });

  it("answers /password/forgot and /otp/resend for a known email without waiting for the mail server", async () => {
    const user = await t.call("POST", "/sign-up", {
      json: {
        first_name: "Ada",
        last_name: "L",
        email: uniqueEmail("known"),
        password: PASSWORD,
        birth_date: BIRTH_DATE,
      },
    });
    const email: string = user.body.data.email;
    const unknown = uniqueEmail("unknown");
    let release = () => {};
    smtp.control.hold = new Promise<void>((resolve) => (release = resolve));
    try {
      // The server holds every message, yet both answer: the known email's mail is on its way.
      const known = await t.call("POST", "/password/forgot", { json: { email } });
      const stranger = await t.call("POST", "/password/forgot", { json: { email: unknown } });
      expect(known.status).toBe(200);
      expect(stranger.status).toBe(200);
      expect(known.body.message).toBe(stranger.body.message);
      expect(inbox.some((m) => m.to.includes(email) && /reset/i.test(m.raw))).toBe(false);
    } finally {
      smtp.control.hold = null;
      release();
    }
    await expect.poll(() => inbox.filter((m) => m.to.includes(email)).length).toBe(2);

    // A refusing server does not tell a known email either: both answer 200.
    smtp.control.refuse = true;
    try {
      const known = await t.call("POST", "/otp/resend", { json: { email, purpose: "password_reset" } });
      const stranger = await t.call("POST", "/otp/resend", {
        json: { email: unknown, purpose: "password_reset" },
      });
      expect(known.status).toBe(stranger.status);
      expect(known.body.message.replace(email, "")).toBe(stranger.body.message.replace(unknown, ""));
    } finally {
      smtp.control.refuse = false;
    }
  });
});
