// Chat sends per second through HAProxy with one instance and with three (npm run cluster's
// cluster: PostgreSQL, Redis, the production build), the same users' load on each. The persona
// engine answers without its word pacing, so a send costs the servers' work rather than a wait:
// on a machine of two cores, three instances share the same two cores, and the figure shows what
// the extra processes (and the shared database and Redis) add or cost there.
import { startCluster } from "../tests/support/cluster";
import { sendThroughput, type Throughput } from "./throughput";
import { createSubscribedUser, firstBotId, type BenchUser } from "./users";
import { fmt, note, printTable } from "./util";

const WARM_UP_SECONDS = 5;

export interface ClusterThroughput {
  instances: number;
  throughput: Throughput;
}

async function measure(instances: number, opts: { users: number; seconds: number }) {
  const cluster = await startCluster({ instances, env: { PERSONA_WORD_DELAY_MS: "0" } });
  try {
    const users: BenchUser[] = [];
    for (let i = 0; i < opts.users; i++)
      users.push(await createSubscribedUser(cluster.url, `cl${instances}-${i}`));
    const botId = await firstBotId(cluster.url);
    // The cluster raises the per-user chat limit: the budget is the time, not the limit.
    const load = (seconds: number) =>
      sendThroughput(cluster.url, users, botId, { perUser: 2, seconds, perUserBudget: 100_000 });
    // Every instance's code warmed up (compiled, caches filled) first: three cold processes would
    // otherwise pay three warm-ups inside the measured seconds.
    await load(WARM_UP_SECONDS);
    const throughput = await load(opts.seconds);
    return { instances, throughput };
  } finally {
    await cluster.stop();
  }
}

export async function runClusterThroughput(opts: {
  users: number;
  seconds: number;
}): Promise<ClusterThroughput[]> {
  const results: ClusterThroughput[] = [];
  for (const instances of [1, 3]) {
    process.stdout.write(
      `  ${instances} instance(s) behind HAProxy: ${opts.users} users × 2 concurrent sends for ${opts.seconds} s … `,
    );
    results.push(await measure(instances, opts));
    console.log("done");
  }
  printTable(
    "Chat sends per second through HAProxy (JSON mode, persona engine without pacing)",
    ["instances", "concurrent", "messages", "msgs/s", "p50", "p99", "errors"],
    results.map(({ instances, throughput: t }) => [
      instances,
      t.concurrency,
      t.messages,
      fmt(t.messagesPerSec),
      `${fmt(t.p50Ms)} ms`,
      `${fmt(t.p99Ms)} ms`,
      t.errors + t.rateLimited,
    ]),
  );
  note("the load generator, PostgreSQL, Redis and HAProxy share the machine with the instances");
  return results;
}
