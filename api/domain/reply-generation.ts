// One bot reply, generated apart from any HTTP response: the browser may stop reading (tab closed,
// network gone) and the reply is still completed and saved; readers only follow its log. Only the
// member's Stop ends it early, keeping what was written.
//
// Saving: the partial reply is written while it streams (every SAVE_EVERY_MS or SAVE_EVERY_TOKENS,
// never on every token, one write at a time), then the final HTML with status complete. The same
// partial HTML goes to listeners with the token that made it due, so the browser shows Markdown as
// it streams. A provider error, an empty reply, a provider silent for AI_TIMEOUT_MS (not a byte, not
// even a keep-alive) or a reply still unfinished after AI_REPLY_MAX_MS marks the row failed, keeping
// the partial text, so POST /bots/chatting/send with retry_id can ask again; its error says which
// kind of failure it was (reply-failure.ts). A model that is thinking sends no text for a while:
// that is not silence, and listeners hear "thinking" once. The tokens the reply cost are stored with
// it (for metering).
//
// Text comes only from the safety layer (guardReply), never from an engine directly. While a reply
// is being made its row is touched every HEARTBEAT_MS, so a reply whose process died is recognised
// by its silence (heartbeat_at, by the database's clock; reply-sweeper.ts) within a few heartbeats.
//
// Every event is also appended to the reply's log (reply-stream.ts), so a reader on any instance can
// resume it, and a Stop from any instance ends it with the text written so far.
//
// A completed reply is added to the row's alternatives and selected (regenerate keeps the earlier
// ones); a failed one leaves them as they were. After a completed reply the user's message feeds
// the bot's memory (memory.ts) and the running summary is brought up to date (summary.ts).
import { errorSummary } from "../../contract/error-summary";
import { and, eq, inArray, sql } from "drizzle-orm";
import { CHAT_COPY } from "../../contract/chat-schemas";
import type { ReplyEvent } from "../../contract/reply-events";
import type { MessageRow } from "../db/rows";
import { conversations, messages } from "../db/schema";
import type { ReplyUsage } from "../services/ai/types";
import type { Services } from "../services/types";
import { renderPartialReply, renderReply } from "./html";
import { rememberFacts } from "./memory";
import { historyMemoOf } from "./history-memo";
import { factsOf } from "./memory-facts";
import type { GuardedRequest } from "./safety";
import { failureForLog, replyFailure, replyFailureCopy } from "./reply-failure";
import { measureReply, usageColumns } from "./reply-metrics";
import { beatNow } from "./reply-liveness";
import { openReply, type OpenedReply } from "./reply-opening";
import { beginReplyLog } from "./reply-stream";
import { replyToText } from "./reply-text";
import { summaryMayBeDue, updateSummary } from "./summary";
import { meterReply } from "./usage";

export const SAVE_EVERY_MS = 250;
export const SAVE_EVERY_TOKENS = 24;

/** The events a reply's generation writes (contract/reply-events.ts); `message` is the send's. */
type GeneratedEvent = Exclude<ReplyEvent, { type: "message" }>;

export interface ReplyOutcome {
  id: number;
  ok: boolean;
  /** The saved row; null when the chat was deleted while the reply was being written. */
  row: MessageRow | null;
  html: string;
  /** What the member is told when the reply failed (CHAT_COPY); null when it did not. */
  error: string | null;
  /** The tokens the engine reported (null: none, the offline engine); metered by usage.ts. */
  usage: ReplyUsage | null;
}

const inFlight = new WeakMap<Services, Set<Promise<unknown>>>();

function track<T>(services: Services, job: Promise<T>): Promise<T> {
  let set = inFlight.get(services);
  if (!set) inFlight.set(services, (set = new Set()));
  set.add(job);
  void job.finally(() => set.delete(job)).catch(() => {});
  return job;
}

/** Resolves once every reply being generated for these services is saved, with its follow-ups (shutdown, tests). */
export async function settleReplies(services: Services): Promise<void> {
  const set = inFlight.get(services);
  while (set && set.size) await Promise.allSettled([...set]);
}

/**
 * Starts generating the reply for row `rowId` and returns at once. Its events go to the reply's log
 * (reply-stream.ts), which readers on any instance follow; none of them can stop the reply but Stop.
 * `opened` is the provider's request when it was sent while the row was being stored.
 */
export function startReply(
  services: Services,
  rowId: number,
  request: GuardedRequest,
  opened: OpenedReply = openReply(services, request),
): Promise<ReplyOutcome> {
  const stopper = { stop: () => {} };
  const log = beginReplyLog(services, rowId, () => stopper.stop());
  const job = runReply(services, rowId, request, opened, stopper, (event) => log.append(event)).then(
    async (outcome) => {
      await meterReply(services, outcome, request);
      if (outcome.ok && outcome.row) await afterReply(services, outcome.row, request);
      return outcome;
    },
  );
  return track(services, job);
}

/**
 * Memory from the user's message (quick, local: done before a JSON answer returns) and the running
 * summary (a model call: on its own). Neither can fail the reply, which is saved already. Messages
 * the safety layer answered with a crisis or minor protocol are not mined for memories.
 */
async function afterReply(services: Services, row: MessageRow, request: GuardedRequest): Promise<void> {
  try {
    // Most messages state no fact: then the database is not asked anything.
    const facts =
      row.message && row.safety !== "crisis" && row.safety !== "minor" ? factsOf(row.message) : [];
    const [chat] = facts.length
      ? await services.db
          .select({ userId: conversations.userId })
          .from(conversations)
          .where(eq(conversations.id, row.conversationId))
          .limit(1)
      : [];
    // Memory is per character: the one who answered remembers.
    if (chat) await rememberFacts(services, chat.userId, row.botId, facts);
  } catch (err) {
    services.log(`[memory] reply ${row.id}: ${errorSummary(err)}`);
  }
  if (summaryMayBeDue(services, request, replyToText(row.replyMessage)))
    void track(services, updateSummary(services, row.conversationId));
}

async function runReply(
  services: Services,
  rowId: number,
  request: GuardedRequest,
  opened: OpenedReply,
  stopper: { stop: () => void },
  emit: (event: GeneratedEvent) => void,
): Promise<ReplyOutcome> {
  const { db } = services;
  const { controller, guarded } = opened;
  // The member's Stop (from any instance): the reply ends with what was written so far.
  let stopped = false;
  stopper.stop = () => {
    stopped = true;
    controller.abort(new Error("stopped by the member"));
  };
  const { AI_TIMEOUT_MS: timeoutMs, AI_REPLY_MAX_MS: wholeMs } = services.config;
  let timedOut: string | null = null;
  const giveUp = (why: string) => {
    timedOut = why;
    controller.abort(new Error(why));
  };
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  // A stall guard for any provider: nothing from it (text, reasoning, keep-alive) for timeoutMs.
  const arm = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => giveUp(`nothing from the provider for ${timeoutMs} ms`), timeoutMs);
  };
  // However lively the provider is, a reply (thinking included) ends here.
  const whole = setTimeout(() => giveUp(`no whole reply within ${wholeMs} ms`), wholeMs);
  let usage: ReplyUsage | null = null;

  let text = "";
  // Throttling uses the monotonic clock: it is pacing, not a business time like an expiry.
  let lastSave = performance.now();
  let unsaved = 0;
  let writing: Promise<void> | null = null;
  let dirty = false;
  let rendered = { text: "", html: "" };
  const partialHtml = () => {
    if (rendered.text !== text) rendered = { text, html: renderPartialReply(text) };
    return rendered.html;
  };

  const saveProgress = () => {
    if (writing) {
      dirty = true;
      return;
    }
    writing = (async () => {
      do {
        dirty = false;
        await db
          .update(messages)
          .set({
            replyMessage: partialHtml(),
            status: "streaming",
            updatedAt: services.now(),
            ...beatNow(),
          })
          .where(and(eq(messages.id, rowId), inArray(messages.status, ["pending", "streaming"])));
      } while (dirty);
    })()
      .catch((err) => services.log(`[chat] saving partial reply ${rowId} failed: ${errorSummary(err)}`))
      .finally(() => {
        writing = null;
      });
  };

  // The heartbeat: the row's updated_at moves while this process works on it, tokens or not.
  const heartbeat = setInterval(() => {
    if (!writing) saveProgress();
  }, services.config.REPLY_HEARTBEAT_MS);

  let thinking = false;
  opened.bind({
    alive: arm,
    thinking() {
      if (thinking || text) return;
      thinking = true;
      emit({ type: "thinking" });
    },
    // The stall guard judges the provider only: counting tokens afterwards is not the provider going quiet.
    finished: () => clearTimeout(watchdog),
    usage(used: ReplyUsage) {
      usage = used;
    },
  });
  // The end names the speaker; in a group every token does too, so a reader joining mid-reply knows
  // whose line it is (a one-bot chat's tokens stay as small as they were).
  const said = request.speaker ? { speaker: request.speaker } : {};
  const tokenSaid = request.others?.length ? said : {};
  const measured = measureReply(
    request.engine?.ai ?? services.ai,
    request.engine?.model ?? services.config.AI_MODEL,
  );
  let failure: unknown = null;
  try {
    arm();
    for await (const piece of opened.pieces) {
      if (controller.signal.aborted) break;
      if (!piece) continue;
      arm();
      measured.piece();
      text += piece;
      unsaved += 1;
      const due = unsaved >= SAVE_EVERY_TOKENS || performance.now() - lastSave >= SAVE_EVERY_MS;
      emit({ type: "token", text: piece, ...(due ? { html: partialHtml() } : {}), ...tokenSaid });
      if (due) {
        unsaved = 0;
        lastSave = performance.now();
        saveProgress();
      }
    }
    if (timedOut) failure = replyFailure("stalled", timedOut);
    // A reply blocked before any of it was shown is replaced whole, not failed.
    else if (!text.trim() && guarded.replacement() === null)
      failure = replyFailure("empty", "the provider sent an empty reply");
  } catch (err) {
    if (timedOut) failure = replyFailure("stalled", timedOut);
    else if (!stopped) failure = err;
    else if (!text.trim()) failure = replyFailure("empty", "stopped before any text");
  } finally {
    clearTimeout(watchdog);
    clearTimeout(whole);
    clearInterval(heartbeat);
    // The reply is saved below (or has failed): nothing needs the provider any longer.
    controller.abort();
  }

  while (writing) await writing;
  const replaced = failure ? null : guarded.replacement();
  const safety = guarded.mark();
  const html = renderReply((replaced ?? text).trim());
  if (failure) services.log(`[chat] reply ${rowId} failed: ${failureForLog(failure)}`);
  const error = failure ? replyFailureCopy(failure) : null;
  const used = usageColumns(usage);
  let row: MessageRow | null = null;
  try {
    [row = null] = await db
      .update(messages)
      .set(
        failure
          ? { replyMessage: html, status: "failed", error, ...used, updatedAt: services.now() }
          : {
              replyMessage: html,
              // Added to the alternatives and selected: updated from the row's values before this update.
              alternatives: sql`${messages.alternatives} || ${JSON.stringify([html])}::jsonb`,
              selected: sql`jsonb_array_length(${messages.alternatives})`,
              status: "complete",
              error: null,
              safety,
              ...used,
              updatedAt: services.now(),
            },
      )
      .where(and(eq(messages.id, rowId), inArray(messages.status, ["pending", "streaming"])))
      .returning();
  } catch (err) {
    services.log(`[chat] saving reply ${rowId} failed: ${errorSummary(err)}`);
    failure ??= err;
  }
  if (row?.status === "complete") historyMemoOf(db).completed(row);
  measured.end(!failure, usage);
  emit(
    failure
      ? { type: "error", id: rowId, message: error ?? CHAT_COPY.replyFailed }
      : { type: "done", id: rowId, reply_message: html, ...said },
  );
  return {
    id: rowId,
    ok: !failure,
    row,
    html,
    error: failure ? (error ?? CHAT_COPY.replyFailed) : null,
    usage,
  };
}
