// The mails Infinite sends, each as plain text and HTML. Inline styles only: mail clients drop
// <style> blocks and external CSS.
import type { OtpPurpose } from "../../../contract/auth-schemas";
import { mailCopy, mailLanguage } from "./mail-copy";
import { noticeCopy } from "./notice-copy";
import type { MailMessage } from "./mailer";

const PRODUCT = "Infinite";
const VALID_MINUTES = 10;

export type Mail = Omit<MailMessage, "to">;

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function layout(title: string, bodyHtml: string, lng?: string | null) {
  const copy = mailCopy(lng);
  return `<!doctype html>
<html lang="${mailLanguage(lng)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#0b0b14;font-family:Helvetica,Arial,sans-serif;color:#e8e8f0">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;margin:0 auto;background:#15152a;border-radius:12px">
<tr><td style="padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#a78bfa">${PRODUCT}</p>
${bodyHtml}
<p style="margin:32px 0 0;font-size:12px;color:#8888a0">${escapeHtml(copy.footer)}</p>
</td></tr></table>
</body></html>`;
}

/** The sign-up or reset code, shown large in the HTML and on its own line in the text, in `lng`. */
export function codeMail(purpose: OtpPurpose, code: string, lng?: string | null): Mail {
  const c = mailCopy(lng).code[purpose];
  const validity = mailCopy(lng).validity(VALID_MINUTES);
  return {
    subject: c.subject,
    text: `${c.intro}\n\n    ${code}\n\n${validity}\n${c.ignore}\n\n— ${PRODUCT}\n`,
    html: layout(
      c.subject,
      `<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${escapeHtml(c.intro)}</p>
<p style="margin:0 0 16px;font-size:36px;font-weight:bold;letter-spacing:12px;text-align:center;color:#ffffff">${escapeHtml(code)}</p>
<p style="margin:0 0 8px;font-size:14px">${validity}</p>
<p style="margin:0;font-size:14px;color:#a0a0b8">${escapeHtml(c.ignore)}</p>`,
      lng,
    ),
  };
}

/** Security notice after a password change or reset (only when mail notifications are on). */
export function passwordChangedMail(firstName: string, lng?: string | null): Mail {
  const copy = mailCopy(lng);
  const { subject, body, warn } = copy.passwordChanged;
  const hello = copy.hello(firstName);
  return {
    subject,
    text: `${hello}\n\n${body}\n${warn}\n\n— ${PRODUCT}\n`,
    html: layout(
      subject,
      `<p style="margin:0 0 16px;font-size:15px">${escapeHtml(hello)}</p>
<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${escapeHtml(body)}</p>
<p style="margin:0;font-size:14px;color:#a0a0b8">${escapeHtml(warn)}</p>`,
      lng,
    ),
  };
}

/**
 * To the owner of a verified account when someone signs up with its email: /sign-up answers such a
 * sign-up exactly like a new one (so it tells nobody the email is registered) and mails this instead
 * of a code. In the account's language.
 */
export function signUpAttemptMail(firstName: string, publicUrl: string, lng?: string | null): Mail {
  const copy = mailCopy(lng);
  const { subject, body, help, helpHtml, ignore } = noticeCopy(lng).signUpAttempt;
  const origin = publicUrl.replace(/\/+$/, "");
  const login = `${origin}/auth/login`;
  const reset = `${origin}/auth/reset-password-email`;
  const hello = copy.hello(firstName);
  const link = (href: string) => (label: string) =>
    `<a href="${escapeHtml(href)}" style="color:#a78bfa">${escapeHtml(label)}</a>`;
  return {
    subject,
    text: `${hello}\n\n${body}\n\n${help(login, reset)}\n\n${ignore}\n\n— ${PRODUCT}\n`,
    html: layout(
      subject,
      `<p style="margin:0 0 16px;font-size:15px">${escapeHtml(hello)}</p>
<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${escapeHtml(body)}</p>
<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${helpHtml(link(login), link(reset))}</p>
<p style="margin:0;font-size:14px;color:#a0a0b8">${escapeHtml(ignore)}</p>`,
      lng,
    ),
  };
}

/**
 * To an account's owner when too many wrong codes locked its sign-up or reset codes for a while, in
 * the account's language.
 */
export function codesPausedMail(purpose: OtpPurpose, hours: number, lng?: string | null): Mail {
  const { subject, body, warn } = noticeCopy(lng).codesPaused;
  const text = body(purpose === "signup", hours);
  return {
    subject,
    text: `${text}\n\n${warn}\n\n— ${PRODUCT}\n`,
    html: layout(
      subject,
      `<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${escapeHtml(text)}</p>
<p style="margin:0;font-size:14px;color:#a0a0b8">${escapeHtml(warn)}</p>`,
      lng,
    ),
  };
}
