// A throwaway PostgreSQL cluster on a free loopback port, as scripts/test-pg.sh makes one; or the
// server TEST_DATABASE_URL names, with a fresh database in it.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freshPostgres } from "./api";
import { freePort } from "./built-server";

export interface TestPostgres {
  url: string;
  stop(): Promise<void>;
}

function binDir(): string {
  const root = "/usr/lib/postgresql";
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  if (!version)
    throw new Error("PostgreSQL is not installed (apt-get install postgresql); .ci/run installs it.");
  return path.join(root, version, "bin");
}

export async function startPostgres(): Promise<TestPostgres> {
  if (process.env.TEST_DATABASE_URL) {
    const db = await freshPostgres(process.env.TEST_DATABASE_URL);
    return { url: db.url, stop: db.drop };
  }
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), "infinite-pg-"));
  chmodSync(dir, 0o755);
  // PostgreSQL refuses to run as root: as nobody, like scripts/test-pg.sh.
  const asPg = (cmd: string, args: string[]) => {
    const root = process.getuid?.() === 0;
    const done = spawnSync(root ? "runuser" : cmd, root ? ["-u", "nobody", "--", cmd, ...args] : args, {
      encoding: "utf8",
    });
    if (done.status !== 0) throw new Error(`${path.basename(cmd)} failed: ${done.stderr}`);
  };
  if (process.getuid?.() === 0) spawnSync("chown", ["nobody", dir]);
  const port = await freePort();
  const data = path.join(dir, "data");
  asPg(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  asPg(path.join(bin, "pg_ctl"), ["-D", data, "-l", path.join(dir, "log"), "-o", options, "-w", "start"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      asPg(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
