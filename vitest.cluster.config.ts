// The cluster tests (tests/cluster/): several production instances behind HAProxy on PostgreSQL and
// Redis (tests/support/cluster.ts). One file at a time on one fork: each file starts its own
// cluster, and a machine of two cores runs one cluster well, not two. `npm run test:cluster`.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/cluster/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    poolOptions: { forks: { maxForks: 1, minForks: 1 } },
    fileParallelism: false,
    testTimeout: 120_000,
    // Starting a cluster: a build when there is none, then three instances migrating together.
    hookTimeout: 600_000,
  },
});
