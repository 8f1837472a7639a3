// Account mails in the member's language, delivered to a real SMTP server on loopback: a sign-up
// code in the language the request asked for, and a member's French preference makes their reset
// code French whatever the browser says.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
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

const bytesToText = (hex: string[]) => Buffer.from(hex.map((h) => parseInt(h, 16))).toString("utf8");

/** The Subject header, its RFC 2047 encoded words decoded. */
function subjectOf(raw: string) {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? "";
  return header
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : text
            .replace(/_/g, " ")
            .replace(/(=[0-9A-F]{2})+/gi, (run) => bytesToText(run.split("=").filter(Boolean))),
    );
}

/** The text part as the reader sees it (quoted-printable decoded). */
function textOf(raw: string) {
  const part = raw.split(/Content-Type: text\/plain[^\n]*\n/i)[1]?.split(/\r?\n--/)[0] ?? "";
  const body = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n\n");
  return body
    .replace(/=\r?\n/g, "")
    .replace(/(=[0-9A-F]{2})+/g, (run) => bytesToText(run.split("=").filter(Boolean)));
}

const mailsTo = (email: string) => inbox.filter((m) => m.to.includes(email));
const codeOf = (text: string) => text.match(/^\s*(\d{4})\s*$/m)?.[1];

async function signUp(email: string, headers: Record<string, string> = {}) {
  const res = await t.call("POST", "/sign-up", {
    json: { first_name: "Ada", last_name: "Lovelace", email, password: PASSWORD, birth_date: BIRTH_DATE },
    headers,
  });
  expect(res.status).toBe(201);
  return textOf(mailsTo(email).at(-1)!.raw);
}

describe("account mails in the member's language", () => {
  it("sends the sign-up code in the language the request asks for", async () => {
    const french = uniqueEmail("fr");
    const text = await signUp(french, { "Accept-Language": "fr-FR,fr;q=0.9" });
    expect(subjectOf(mailsTo(french).at(-1)!.raw)).toBe("Ton code de vérification Infinite");
    expect(text).toContain("Bienvenue sur Infinite ! Saisis ce code pour vérifier ton adresse e-mail");
    expect(text).toContain("Le code est valable 10 minutes.");
    expect(mailsTo(french).at(-1)!.raw).toMatch(/<html lang=3D"fr">/);

    const spanish = uniqueEmail("es");
    await signUp(spanish, { "Accept-Language": "es" });
    expect(subjectOf(mailsTo(spanish).at(-1)!.raw)).toBe("Tu código de verificación de Infinite");

    const english = uniqueEmail("en");
    await signUp(english);
    expect(subjectOf(mailsTo(english).at(-1)!.raw)).toBe("Your Infinite verification code");
  });

  it("a French preference makes the reset code French, whatever the browser asks", async () => {
    const email = uniqueEmail("pref");
    const code = codeOf(await signUp(email));
    const verified = await t.call("POST", "/verify/otp", { json: { email, otp: code } });
    const token = verified.body.data.token as string;
    await t.call("PUT", "/auth/preferences", { token, json: { ui_language: "fr" } });

    const before = mailsTo(email).length;
    const forgot = await t.call("POST", "/password/forgot", {
      json: { email },
      headers: { "Accept-Language": "en-US,en;q=0.9" },
    });
    expect(forgot.status).toBe(200);
    // The reset code is mailed after the answer (so known and unknown emails answer alike).
    await vi.waitFor(() => expect(mailsTo(email).length).toBe(before + 1));
    const reset = mailsTo(email).at(-1)!;
    expect(subjectOf(reset.raw)).toBe("Ton code de réinitialisation du mot de passe Infinite");
    const text = textOf(reset.raw);
    expect(text).toContain("Saisis ce code pour choisir un nouveau mot de passe");
    expect(text).not.toContain("Enter this code");
  });

  it("tells a German-speaking owner in German that someone signed up with their email", async () => {
    const email = uniqueEmail("attempt");
    const code = codeOf(await signUp(email));
    const verified = await t.call("POST", "/verify/otp", { json: { email, otp: code } });
    const token = verified.body.data.token as string;
    await t.call("PUT", "/auth/preferences", { token, json: { ui_language: "de" } });

    // Past the 20 s of the account's own sign-up code, as a new email's first sign-up would be.
    t.advance(20_000);
    const before = mailsTo(email).length;
    await signUp(email, { "Accept-Language": "en-US,en;q=0.9" });
    await vi.waitFor(() => expect(mailsTo(email).length).toBe(before + 1));
    const notice = mailsTo(email).at(-1)!;
    expect(subjectOf(notice.raw)).toBe("Jemand wollte sich mit deiner E-Mail-Adresse registrieren");
    const text = textOf(notice.raw);
    expect(text).toContain("Hallo Ada,");
    expect(text).toContain("Passwort vergessen? Hier kannst du es zurücksetzen:");
    expect(text).not.toContain("someone just tried");
    expect(notice.raw).toMatch(/<html lang=3D"de">/);
  });
});
