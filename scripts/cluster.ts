// `npm run cluster [-- N]`: N instances (default 3) of the production build behind HAProxy (round
// robin, no stickiness), on one throwaway PostgreSQL and one Redis, all on loopback, until Ctrl-C.
// The same cluster the cluster tests start (tests/support/cluster.ts). CLUSTER_PORT (default 8080)
// is the balancer's port; the rest of the environment (AI_BASE_URL, STORAGE_URL, …) reaches every
// instance.
import { startCluster } from "../tests/support/cluster";

const count = Number(process.argv[2] ?? process.env.CLUSTER_INSTANCES ?? 3);
if (!Number.isInteger(count) || count < 1 || count > 16) {
  console.error("Usage: npm run cluster [-- N], with N instances from 1 to 16 (default 3).");
  process.exit(1);
}
const port = Number(process.env.CLUSTER_PORT || 8080);
// What the cluster sets itself (addresses, folders, the database) is never taken from here.
const OWN = /^(npm_|PORT$|HOST$|DATA_DIR$|DATABASE_URL$|REDIS_URL$|PUBLIC_URL$|NODE_ENV$|CLUSTER_)/;
const env = Object.fromEntries(
  Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined && !OWN.test(e[0])),
);

// Ctrl-C, even during start-up: the cluster's exit handler ends every process and removes its data.
process.on("SIGINT", () => process.exit(130));
process.on("SIGTERM", () => process.exit(143));

console.log(`Starting ${count} instance(s), PostgreSQL, Redis and HAProxy on loopback…`);
const cluster = await startCluster({
  instances: count,
  port,
  env,
  forPeople: true,
  // Every line but the balancer's readiness checks (one per instance and second).
  echo: (line) => {
    if (!line.includes("GET /api/v1/ready 200")) console.log(line);
  },
});
console.log(`\nInfinite is running on ${cluster.url} (HAProxy, round robin)`);
for (const i of cluster.instances) console.log(`  ${i.name}: ${i.url} (pid ${i.pid})`);
console.log(`  PostgreSQL: ${cluster.databaseUrl}`);
if (cluster.redisUrl) console.log(`  Redis: ${cluster.redisUrl}`);
console.log("Demo mode: sign-up codes at /dev/outbox. Ctrl-C stops everything and deletes its data.");
