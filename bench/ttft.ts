// Time to first token added by our stack, on each database the product runs on: PGlite (embedded,
// one process: what `npm start` gives a fresh machine) and PostgreSQL (what a service of many
// instances runs on, docs/operations.md). On PGlite every statement runs on the server's own event
// loop (WebAssembly), so its statements add to a first token in full; on PostgreSQL they run in the
// database's processes while the server goes on. Each is printed; the target is judged per database.
import { startPostgres, type TestPostgres } from "../tests/support/postgres-cluster";
import { sharedSecrets } from "../tests/support/secrets";
import type { FakeProvider } from "./fake-ai";
import { startFakeProviderProcess } from "./fake-ai-process";
import { makeTempDir, startServer, type RunningServer } from "./server";
import { printStreaming, ttftDirect, ttftStack } from "./stream";
import { createSubscribedUser, firstBotId } from "./users";
import { errorMessage, note, round } from "./util";

export type TtftDatabase = "pglite" | "postgres";

export const DATABASE_NAMES: Record<TtftDatabase, string> = {
  pglite: "PGlite, embedded",
  postgres: "PostgreSQL",
};

export type TtftResult =
  | {
      direct: Awaited<ReturnType<typeof ttftDirect>>;
      stack: Awaited<ReturnType<typeof ttftStack>>;
      addedMs: number | null;
      providerRequests: number;
    }
  | { skipped: string };

/** Whether this machine can run a throwaway PostgreSQL (the way the tests start one). */
async function postgresOrWhyNot(): Promise<TestPostgres | string> {
  try {
    return await startPostgres();
  } catch (err) {
    return errorMessage(err);
  }
}

async function measureOn(
  database: TtftDatabase,
  opts: { port: number; providerPort: number; sends: number },
): Promise<TtftResult> {
  let provider: FakeProvider | null = null;
  let server: RunningServer | null = null;
  let postgres: TestPostgres | null = null;
  try {
    const env: Record<string, string> = {};
    if (database === "postgres") {
      const started = await postgresOrWhyNot();
      if (typeof started === "string") return { skipped: `no PostgreSQL here: ${started}` };
      postgres = started;
      Object.assign(env, sharedSecrets(), { DATABASE_URL: postgres.url });
    }
    // In a process of its own, as a real provider is on a machine of its own. In the bench's process
    // the direct call crossed no process boundary (one event loop) and a send crossed four, two of
    // them only because the provider shared the client's process: ~0.4 ms here counted as ours.
    // Now the direct call crosses two and a send four: the two more are our stack's own hop.
    provider = await startFakeProviderProcess(opts.providerPort);
    server = await startServer({
      port: opts.port,
      dataDir: makeTempDir("infinite-bench-stream-"),
      env: { ...env, AI_BASE_URL: provider.baseUrl, AI_API_KEY: "bench-key", AI_MODEL: "bench-fake" },
    });
    const user = await createSubscribedUser(server.url, `ttft-${database}`);
    const botId = await firstBotId(server.url);
    process.stdout.write(
      `  ${DATABASE_NAMES[database]}: ${opts.sends} sends to the provider directly, then ${opts.sends} through the stack … `,
    );
    const direct = await ttftDirect(provider, opts.sends);
    const stack = await ttftStack(server.url, user, botId, opts.sends);
    console.log("done");
    const addedMs =
      direct.medianMs !== null && stack.medianMs !== null ? round(stack.medianMs - direct.medianMs) : null;
    printStreaming(direct, stack, addedMs, DATABASE_NAMES[database]);
    return { direct, stack, addedMs, providerRequests: provider.requests };
  } catch (err) {
    return { skipped: errorMessage(err) };
  } finally {
    await server?.stop();
    await provider?.close();
    await postgres?.stop();
  }
}

/** The first-token figures on both databases, one after the other on the same ports. */
export async function runTtft(opts: {
  port: number;
  providerPort: number;
  sends: number;
}): Promise<Record<TtftDatabase, TtftResult>> {
  const pglite = await measureOn("pglite", opts);
  const postgres = await measureOn("postgres", opts);
  for (const [db, r] of Object.entries({ pglite, postgres }))
    if ("skipped" in r) note(`time to first token on ${DATABASE_NAMES[db as TtftDatabase]}: ${r.skipped}`);
  return { pglite, postgres };
}
