// Real delivery through any SMTP server (SMTP_URL, e.g. smtp://user:pass@host:587).
import nodemailer from "nodemailer";
import type { Mailer, MailMessage } from "./mailer";

/** nodemailer waits minutes by default; a sign-up should fail fast and let the user retry. */
const SEND_TIMEOUT_MS = 30_000;

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    name: "smtp",
    async send(message: MailMessage) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("SMTP send timed out")), SEND_TIMEOUT_MS);
      });
      try {
        await Promise.race([transport.sendMail({ from, ...message }), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
