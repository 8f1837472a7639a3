// Read access to the embedded outbox, for people and scripts trying the product with no mail
// server. It shows every sign-up and reset code, so it exists only in demo mode and only while the
// outbox mailer is in use (no SMTP_URL).
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../http/context";
import { ok } from "../http/envelope";
import { parseQuery } from "../http/validate";
import { listOutbox } from "../services/mail/outbox";
import type { Services } from "../services/types";

export function devOutboxResource({ db, mailer, config }: Services) {
  const r = new Hono<ApiEnv>();
  if (!config.demoMode || mailer.name !== "outbox") return r;
  r.get("/outbox", async (c) => {
    const { to } = parseQuery(c, z.object({ to: z.string().trim().max(320).optional() }));
    return ok(c, await listOutbox(db, to || undefined), "Outbox");
  });
  return r;
}
