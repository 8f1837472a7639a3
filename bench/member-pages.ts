// The pages signed-in members live on, rendered for a real session: the chat page with a 50-message
// chat, Discover and the home page. Their own server (sends are not limited to 30 a minute there, so
// the chat can be filled through the API in seconds), each page compared with that server's static
// baseline in the same run (autocannon, as bench/load.ts).
import autocannon from "autocannon";
import { makeTempDir, startServer, type RunningServer } from "./server";
import { createSubscribedUser, firstBotId, webLoginCookie } from "./users";
import { apiJson, errorMessage, fmt, kb, note, printTable, round, section } from "./util";

/** Messages in the member's chat before the chat page is measured. */
export const MEMBER_CHAT_MESSAGES = 50;

export interface MemberPageResult {
  name: string;
  path: string;
  reqPerSec: number | null;
  p50Ms: number | null;
  p99Ms: number | null;
  /** Bytes per answer (uncompressed: autocannon asks for no encoding), what a kept page still costs. */
  bytesPerPage: number | null;
  non2xx: number;
  errors: number;
  ratioToBaseline: number | null;
}

export interface MemberPagesResult {
  pages: MemberPageResult[];
  skipped?: string;
}

async function fillChat(base: string, token: string, botId: number | string) {
  for (let n = 1; n <= MEMBER_CHAT_MESSAGES; n++) {
    const res = await apiJson(base, "/bots/chatting/send", {
      token,
      body: { bot_id: botId, message: `Message ${n}: tell me a little more about your day.` },
      timeoutMs: 60_000,
    });
    if (res.status !== 200) throw new Error(`send ${n} answered ${res.status}: ${res.json?.message ?? ""}`);
  }
}

async function measure(url: string, seconds: number, headers?: Record<string, string>) {
  return autocannon({ url, connections: 10, duration: seconds, timeout: 10, headers });
}

async function measurePages(server: RunningServer): Promise<MemberPageResult[]> {
  const user = await createSubscribedUser(server.url, "member");
  const botId = await firstBotId(server.url);
  process.stdout.write(`  filling a ${MEMBER_CHAT_MESSAGES}-message chat … `);
  await fillChat(server.url, user.token, botId);
  console.log("done");
  const cookie = await webLoginCookie(server.url, user);
  const targets = [
    { name: "static baseline", path: "/favicon.svg", headers: undefined },
    { name: `chat page (${MEMBER_CHAT_MESSAGES}-message chat)`, path: `/dashboard/chat?bot=${botId}` },
    { name: "Discover", path: "/dashboard/discover" },
    { name: "home page", path: "/" },
  ];
  const seconds = Math.max(1, Number(process.env.BENCH_SECONDS) || 8);
  const results: MemberPageResult[] = [];
  for (const target of targets) {
    const headers = target.name === "static baseline" ? undefined : { Cookie: cookie };
    process.stdout.write(`  ${target.name}: warm-up 2 s, measure ${seconds} s … `);
    await measure(`${server.url}${target.path}`, 2, headers);
    const r = await measure(`${server.url}${target.path}`, seconds, headers);
    console.log(`${fmt(r.requests.average, 0)} req/s`);
    results.push({
      name: target.name,
      path: target.path,
      reqPerSec: round(r.requests.average, 1),
      p50Ms: round(r.latency.p50, 1),
      p99Ms: round(r.latency.p99, 1),
      bytesPerPage: r.requests.average ? round(r.throughput.average / r.requests.average, 0) : null,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      ratioToBaseline: null,
    });
  }
  const base = results[0]?.reqPerSec;
  for (const r of results)
    r.ratioToBaseline = base && r.reqPerSec !== null ? round(r.reqPerSec / base, 3) : null;
  return results;
}

/** Measures the member pages on a server of their own on `port`; failures are reported, not thrown. */
export async function runMemberPages(port: number): Promise<MemberPagesResult> {
  section("Signed-in pages (a subscribed member's session cookie)");
  let server: RunningServer | null = null;
  try {
    server = await startServer({
      port,
      dataDir: makeTempDir("infinite-bench-members-"),
      env: { CHAT_SENDS_PER_MINUTE: "100000", PERSONA_WORD_DELAY_MS: "0" },
    });
    const pages = await measurePages(server);
    printTable(
      "Signed-in pages (autocannon, 10 connections; ratio = req/s ÷ this server's static baseline)",
      ["page", "path", "req/s", "p50", "p99", "size", "ratio", "non-2xx", "errors"],
      pages.map((r) => [
        r.name,
        r.path,
        fmt(r.reqPerSec, 0),
        `${fmt(r.p50Ms)} ms`,
        `${fmt(r.p99Ms)} ms`,
        kb(r.bytesPerPage),
        r.ratioToBaseline === null ? "–" : `${fmt(r.ratioToBaseline, 3)}x`,
        r.non2xx,
        r.errors,
      ]),
    );
    return { pages };
  } catch (err) {
    note(`signed-in pages: skipped (${errorMessage(err)})`);
    return { pages: [], skipped: errorMessage(err) };
  } finally {
    await server?.stop();
  }
}
