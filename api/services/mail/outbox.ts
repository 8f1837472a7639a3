// The embedded mailer: mail is stored in outbox_mail, announced in the log, and readable at
// /dev/outbox (see api/resources/dev-outbox.ts) so sign-up works with no mail server.
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { outboxMail } from "../../db/schema";
import type { Mailer, MailMessage } from "./mailer";

export function createOutboxMailer(db: Database, log: (line: string) => void): Mailer {
  return {
    name: "outbox",
    async send(message: MailMessage) {
      const [stored] = await db
        .insert(outboxMail)
        .values({ ...message, to: message.to.toLowerCase() })
        .returning({ id: outboxMail.id });
      // Never the address or the text: mail holds codes (read them at /dev/outbox).
      log(
        `[outbox] mail ${stored?.id} stored (${Buffer.byteLength(message.text)} bytes): read it at /dev/outbox`,
      );
    },
  };
}

export async function listOutbox(db: Database, to?: string, limit = 50) {
  const rows = await db
    .select()
    .from(outboxMail)
    .where(to ? eq(outboxMail.to, to.toLowerCase()) : undefined)
    .orderBy(desc(outboxMail.id))
    .limit(limit);
  return rows.map((r) => ({
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    created_at: r.createdAt.toISOString(),
  }));
}
