// Replies whose instance died (kill -9, a lost host) are found by their silence, whether or not
// anyone reads the chat: every instance sweeps once a heartbeat, and each silent row is taken by one
// of them only (FOR UPDATE SKIP LOCKED), so the instances neither wait on each other nor fail a row
// twice. Silence is measured by the database's clock alone (reply-liveness.ts), so a host whose clock is
// wrong can never fail another instance's live reply. A swept reply keeps its partial text and is
// failed, so the member can Retry at once.
import { errorSummary } from "../../contract/error-summary";
import { inArray } from "drizzle-orm";
import { messages } from "../db/schema";
import type { Services } from "../services/types";
import { orphanFailure, silentReply } from "./reply-liveness";

/** Fails every silent reply this instance could lock; answers their ids. */
export async function sweepSilentReplies(services: Services): Promise<number[]> {
  const silent = services.db
    .select({ id: messages.id })
    .from(messages)
    .where(silentReply(services))
    .for("update", { skipLocked: true });
  const failed = await services.db
    .update(messages)
    .set(orphanFailure())
    .where(inArray(messages.id, silent))
    .returning({ id: messages.id });
  return failed.map((r) => r.id);
}

async function sweepAndLog(services: Services) {
  try {
    const ids = await sweepSilentReplies(services);
    if (ids.length) services.log(`[chat] failed ${ids.length} silent repl${ids.length === 1 ? "y" : "ies"}`);
  } catch (err) {
    services.log(`[chat] reply sweep failed: ${errorSummary(err)}`);
  }
}

/**
 * Sweeps once a heartbeat: a reply silent for ORPHAN_AFTER_BEATS beats (15 s by default) is failed
 * within one more beat (20 s), well inside 30 s.
 */
export function startReplySweeps(services: Services): { stop(): void } {
  const timer = setInterval(() => void sweepAndLog(services), services.config.REPLY_HEARTBEAT_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
