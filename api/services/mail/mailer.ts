export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail. The outbox keeps it locally (default); SMTP delivers it (SMTP_URL). */
export interface Mailer {
  readonly name: "outbox" | "smtp";
  send(message: MailMessage): Promise<void>;
}
