// Every device of a person gets the notification. Delivery runs in the background: the action that
// notified has already succeeded and must not wait for, or fail because of, a push service. A
// subscription the push service reports gone is deleted; other failures are logged (the endpoint's
// host only: the full address is a bearer credential for that device). Notices are written in English
// (the bell translates them when read); a device gets them in its owner's interface language.
import { errorSummary } from "../../../contract/error-summary";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { metrics } from "../metrics";
import { translateMessage } from "../../../contract/message-catalogues";
import { pushSubscriptions, users } from "../../db/schema";
import type { PushMessage, PushSender, PushService } from "./push";

const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return "an unreadable address";
  }
};

export function createPushService(
  db: Database,
  sender: PushSender,
  log: (line: string) => void,
): PushService {
  const running = new Set<Promise<void>>();

  async function deliverNow(userId: number, message: PushMessage) {
    const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    if (!devices.length) return;
    const [owner] = await db.select({ lng: users.uiLanguage }).from(users).where(eq(users.id, userId));
    const shown = {
      ...message,
      title: translateMessage(message.title, owner?.lng),
      body: translateMessage(message.body, owner?.lng),
    };
    await Promise.all(
      devices.map(async (device) => {
        const outcome = await sender.send(device, shown);
        metrics().pushDeliveries.inc({
          outcome: outcome.ok ? "delivered" : outcome.gone ? "gone" : "failed",
        });
        if (outcome.ok) return;
        if (outcome.gone) {
          // Only this row: the same endpoint may meanwhile belong to someone who subscribed again.
          await db
            .delete(pushSubscriptions)
            .where(and(eq(pushSubscriptions.id, device.id), eq(pushSubscriptions.endpoint, device.endpoint)));
          log(`[push] removed a subscription the push service no longer knows (${hostOf(device.endpoint)})`);
        } else {
          log(`[push] not delivered to ${hostOf(device.endpoint)}: ${outcome.error}`);
        }
      }),
    );
  }

  return {
    name: sender.name,
    publicKey: () => sender.publicKey(),
    deliver(userId, message) {
      const task = deliverNow(userId, message).catch((err) => {
        log(`[push] delivery failed: ${errorSummary(err)}`);
      });
      running.add(task);
      void task.finally(() => running.delete(task));
    },
    async idle() {
      while (running.size) await Promise.all(running);
    },
  };
}
