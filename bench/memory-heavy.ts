// Memory-heavy chats (issue "Conversations"): send → first token for a user with 200 memories, a
// 1,000-character persona and a 500-message chat, as a ratio to a fresh user, on both engines: the
// model path (the fake provider on loopback, in a process of its own) and the offline persona
// engine, which now reads the memories and the persona too. It runs the API in process on an
// in-memory PGlite database, like the API tests, because a 500-message chat cannot be typed through
// the per-user send limit; what it compares is the work our side adds before the first token
// (history, memories, prompt budget). BENCH_CPU_PROF=<dir> profiles these sends too
// (bench/cpu-profile.ts --compare "model fresh,model heavy" says what grew).
import { asc } from "drizzle-orm";
import { MEMORIES_PER_BOT, PERSONA_MAX } from "../contract/chat-schemas";
import { bots, conversations, memories } from "../api/db/schema";
import { insertExchanges } from "../tests/support/long-chat";
import { settleReplies } from "../api/domain/reply-generation";
import { createTestApi, type TestApi } from "../tests/support/api";
import { createUser, grantSubscription, type TestUser } from "../tests/support/users";
import { monotonicUs, profileInProcess, recordSendWindow } from "./cpu-profile";
import { startFakeProviderProcess } from "./fake-ai-process";
import { WARM_UP_SENDS } from "./stream";
import { errorMessage, fmt, median, now, percentile, printTable, round, section } from "./util";

/** Exchanges in the heavy user's chat. */
export const HEAVY_CHAT_MESSAGES = 500;

export interface MemoryHeavyEngineResult {
  samples: number;
  freshMedianMs: number | null;
  heavyMedianMs: number | null;
  freshP95Ms: number | null;
  heavyP95Ms: number | null;
  /** heavy ÷ fresh medians: 1 means memories and a long chat cost nothing before the first token. */
  ratio: number | null;
  /** Statements sent to the database from the request to the first token (median): fresh, heavy. */
  statementsFresh: number | null;
  statementsHeavy: number | null;
  /**
   * CPU time this process spent from the request to the first token (median ms): the API's work,
   * which other processes' load moves far less than the wall-clock figures; fresh, heavy.
   */
  cpuFreshMs: number | null;
  cpuHeavyMs: number | null;
  skipped?: string;
}

async function heavyUser(t: TestApi, botId: number): Promise<TestUser> {
  const user = await createUser(t, {
    firstName: "Heavy",
    persona: "I like long talks. ".repeat(60).slice(0, PERSONA_MAX),
  });
  await grantSubscription(t, user.id, "month");
  const at = (k: number) => new Date(Date.now() - (HEAVY_CHAT_MESSAGES - k) * 60_000);
  await t.services.db.insert(memories).values(
    Array.from({ length: MEMORIES_PER_BOT }, (_, k) => ({
      userId: user.id,
      botId,
      // Mostly free text, with the kinds of fact automatic memory writes mixed in.
      text:
        k % 4 === 0
          ? `likes: thing number ${k}`
          : `fact ${k}: the user once mentioned thing number ${k} and how much it mattered to them`,
      source: k % 2 ? ("user" as const) : ("auto" as const),
    })),
  );
  const [chat] = await t.services.db
    .insert(conversations)
    .values({
      userId: user.id,
      botId,
      title: "Long chat",
      lastMessageAt: at(HEAVY_CHAT_MESSAGES),
      createdAt: at(0),
    })
    .returning();
  await insertExchanges(t.services, chat!.id, HEAVY_CHAT_MESSAGES);
  return user;
}

/**
 * Counts the statements the API sends to its database (PGlite's client), so the bench can say how
 * many a send waits for before its first token: a figure the machine's load does not move.
 */
function countStatements(t: TestApi): { readonly count: number } {
  const client = (t.services.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const query = client.query;
  const counter = { count: 0 };
  client.query = (...args: unknown[]) => {
    counter.count++;
    return query.apply(client, args);
  };
  return counter;
}

interface FirstToken {
  ms: number;
  statements: number;
  cpuMs: number;
}

/** ms from the request to the first token event of an SSE send, and the statements run until then; null when none came. */
async function firstToken(
  t: TestApi,
  statements: { readonly count: number },
  user: TestUser,
  botId: number,
  n: number,
  label: string,
): Promise<FirstToken | null> {
  const startedUs = monotonicUs();
  const cpuBefore = process.cpuUsage();
  const started = now();
  const counted = statements.count;
  const res = await t.request("POST", "/bots/chatting/send", {
    token: user.token,
    json: { bot_id: botId, message: `How was your day, part ${n}?` },
    headers: { Accept: "text/event-stream" },
  });
  if (res.status !== 200 || !res.body) return null;
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return null;
      text += decoder.decode(value, { stream: true });
      if (text.includes("event: token")) {
        const ms = now() - started;
        recordSendWindow(label, startedUs, startedUs + ms * 1000);
        const cpu = process.cpuUsage(cpuBefore);
        return { ms, statements: statements.count - counted, cpuMs: (cpu.user + cpu.system) / 1000 };
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
    // Replies and their follow-ups (memory, summary) finish before the next send, as between a person's messages.
    await settleReplies(t.services);
  }
}

/** Both engines' figures; an engine that could not run says why in its `skipped`. */
export interface MemoryHeavyResult {
  model: MemoryHeavyEngineResult;
  offline: MemoryHeavyEngineResult;
}

const EMPTY: MemoryHeavyEngineResult = {
  samples: 0,
  freshMedianMs: null,
  heavyMedianMs: null,
  freshP95Ms: null,
  heavyP95Ms: null,
  ratio: null,
  statementsFresh: null,
  statementsHeavy: null,
  cpuFreshMs: null,
  cpuHeavyMs: null,
};

/** Fresh and heavy users alternate on one API, one warm-up each; answers the figures. */
async function compare(t: TestApi, sends: number, engine: string): Promise<MemoryHeavyEngineResult> {
  const [bot] = await t.services.db.select().from(bots).orderBy(asc(bots.sortOrder), asc(bots.id)).limit(1);
  const fresh = await createUser(t, { firstName: "Fresh" });
  await grantSubscription(t, fresh.id, "month");
  const heavy = await heavyUser(t, bot!.id);
  const statements = countStatements(t);
  const freshRuns: FirstToken[] = [];
  const heavyRuns: FirstToken[] = [];
  // Warm-up sends each, as the streaming part makes (tokenizer, engine libraries, query plans, and
  // the code paths a long chat takes compiled), then alternating, so drift hits both alike.
  for (let n = -WARM_UP_SENDS; n < 0; n++) {
    await firstToken(t, statements, fresh, bot!.id, n, "warm-up");
    await firstToken(t, statements, heavy, bot!.id, n, "warm-up");
  }
  for (let n = 1; n <= sends; n++) {
    const a = await firstToken(t, statements, fresh, bot!.id, n, `${engine} fresh`);
    const b = await firstToken(t, statements, heavy, bot!.id, n, `${engine} heavy`);
    if (a !== null) freshRuns.push(a);
    if (b !== null) heavyRuns.push(b);
  }
  const freshMs = freshRuns.map((r) => r.ms);
  const heavyMs = heavyRuns.map((r) => r.ms);
  const freshMedian = median(freshMs);
  const heavyMedian = median(heavyMs);
  return {
    samples: Math.min(freshMs.length, heavyMs.length),
    freshMedianMs: round(freshMedian),
    heavyMedianMs: round(heavyMedian),
    freshP95Ms: round(percentile(freshMs, 95)),
    heavyP95Ms: round(percentile(heavyMs, 95)),
    ratio: freshMedian && heavyMedian !== null ? round(heavyMedian / freshMedian, 2) : null,
    statementsFresh: median(freshRuns.map((r) => r.statements)),
    statementsHeavy: median(heavyRuns.map((r) => r.statements)),
    cpuFreshMs: round(median(freshRuns.map((r) => r.cpuMs))),
    cpuHeavyMs: round(median(heavyRuns.map((r) => r.cpuMs))),
  };
}

/** One engine's comparison on a fresh in-process API with `env`; failures are reported, not thrown. */
async function onEngine(
  engine: string,
  env: Record<string, string>,
  sends: number,
): Promise<MemoryHeavyEngineResult> {
  let t: TestApi | null = null;
  try {
    const api = (t = await createTestApi(env));
    return await profileInProcess(`memory-heavy-${engine}`, () => compare(api, sends, engine));
  } catch (err) {
    return { ...EMPTY, skipped: errorMessage(err) };
  } finally {
    await t?.close();
  }
}

/**
 * Sends measured per user: as many as the per-user limit of 30 a minute leaves after the warm-up.
 * The two medians differ by under a millisecond, so their ratio needs the samples: at 10 it moved
 * from 1.09× to 1.21× between runs of the same code, at 25 from 1.06× to 1.17×.
 */
const MEMORY_SENDS = 30 - WARM_UP_SENDS;

/** Runs both comparisons (the model path with a fake provider on `port`); prints a table and answers the figures. */
export async function runMemoryHeavy(
  port: number,
  sends = Number(process.env.BENCH_MEMORY_SENDS) || MEMORY_SENDS,
): Promise<MemoryHeavyResult> {
  section(
    `Memory-heavy chat (${MEMORIES_PER_BOT} memories, ${HEAVY_CHAT_MESSAGES}-message chat) vs a fresh user`,
  );
  const provider = await startFakeProviderProcess(port).catch((err) => ({ error: errorMessage(err) }));
  const model =
    "error" in provider
      ? { ...EMPTY, skipped: `fake provider: ${provider.error}` }
      : await onEngine(
          "model",
          { AI_BASE_URL: provider.baseUrl, AI_API_KEY: "bench-key", AI_MODEL: "bench-fake" },
          sends,
        ).finally(() => provider.close());
  const offline = await onEngine("offline", {}, sends);
  const row = (name: string, r: MemoryHeavyEngineResult) =>
    r.skipped
      ? [name, 0, "skipped", "skipped", "skipped", r.skipped, "–", "–"]
      : [
          name,
          r.samples,
          `${fmt(r.freshMedianMs)} ms`,
          `${fmt(r.heavyMedianMs)} ms`,
          `${fmt(r.heavyP95Ms)} ms`,
          `${fmt(r.ratio, 2)}x`,
          `${fmt(r.statementsFresh, 0)} / ${fmt(r.statementsHeavy, 0)}`,
          `${fmt(r.cpuFreshMs)} / ${fmt(r.cpuHeavyMs)} ms`,
        ];
  printTable(
    "Send → first token, in process: memory-heavy vs fresh user (medians)",
    [
      "engine",
      "samples",
      "fresh",
      "memory-heavy",
      "heavy p95",
      "heavy ÷ fresh",
      "statements fresh / heavy",
      "CPU fresh / heavy",
    ],
    [row("model (fake provider on loopback)", model), row("offline persona engine", offline)],
  );
  return { model, offline };
}
