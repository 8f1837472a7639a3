// POST /contact-us/send (docs/requirements/site.md#contact): stores the message and mails it to
// CONTACT_EMAIL. Public, so it is rate limited per client address and per sender email, and a
// filled honeypot field is answered like a success and dropped.
import { errorSummary } from "../../contract/error-summary";
import { Hono } from "hono";
import {
  CONTACT_EMAIL_RATE_LIMIT,
  CONTACT_HONEYPOT,
  CONTACT_LIMIT_MESSAGES,
  CONTACT_RATE_LIMIT,
  contactSchema,
  type ContactInput,
} from "../../contract/contact-schema";
import { COPY } from "../../contract/messages";
import { contactMessages } from "../db/schema";
import { clientIp, type ApiEnv } from "../http/context";
import { ok } from "../http/envelope";
import { enforceRateLimit } from "../http/rate-limit";
import { readBody, validate } from "../http/validate";
import type { MailMessage } from "../services/mail/mailer";
import type { Services } from "../services/types";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The team's copy of a message: plain text plus escaped HTML (the sender's text is never markup). */
export function contactMail(input: ContactInput, to: string, receivedAt: Date): MailMessage {
  const name = `${input.first_name} ${input.last_name}`;
  const when = receivedAt.toISOString();
  const subject = `Contact form: message from ${name}`.slice(0, 200);
  return {
    to,
    subject,
    text: `From: ${name} <${input.email}>\nReceived: ${when}\n\n${input.message}\n`,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;line-height:1.5">
<p><strong>From:</strong> ${escapeHtml(name)} &lt;${escapeHtml(input.email)}&gt;<br><strong>Received:</strong> ${when}</p>
<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>
</body></html>`,
  };
}

export function contactResource(services: Services) {
  const { db, mailer, rateLimiter, config } = services;
  const r = new Hono<ApiEnv>();

  r.post("/send", async (c) => {
    const ip = clientIp(c, config.TRUST_PROXY);
    const body = await readBody(c);
    // Counted per sender address before validation, so malformed floods are throttled as well. The
    // address is known by default (contract/client-channel.js); when it is not, everyone shares
    // one allowance, which at worst slows the form down rather than letting a flood through.
    await enforceRateLimit(
      rateLimiter,
      [`contact:ip:${ip}`],
      CONTACT_RATE_LIMIT.limit,
      CONTACT_RATE_LIMIT.windowSeconds,
      CONTACT_LIMIT_MESSAGES.rateLimited,
    );
    const trap = body[CONTACT_HONEYPOT];
    // Bots learn nothing: the same answer as a real success, but nothing is stored or sent.
    if (trap !== undefined && trap !== null && String(trap).trim() !== "")
      return ok(c, null, COPY.contactThanks);
    const input = validate(contactSchema, body);
    // And per typed email, for a run spread over many addresses under one sender. Typing another
    // email gets past it, but only within the address's own limit above.
    await enforceRateLimit(
      rateLimiter,
      [`contact:email:${input.email.trim().toLowerCase()}`],
      CONTACT_EMAIL_RATE_LIMIT.limit,
      CONTACT_EMAIL_RATE_LIMIT.windowSeconds,
      CONTACT_LIMIT_MESSAGES.rateLimited,
    );
    const now = services.now();
    await db.insert(contactMessages).values({
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      message: input.message,
      ip,
      createdAt: now,
    });
    try {
      await mailer.send(contactMail(input, config.CONTACT_EMAIL, now));
    } catch (err) {
      // The message is stored; a mail server hiccup should not make the sender type it again.
      services.log(`[contact] mail to the team failed: ${errorSummary(err)}`);
    }
    return ok(c, null, COPY.contactThanks);
  });

  return r;
}
