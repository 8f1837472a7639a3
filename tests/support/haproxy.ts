// Debian's HAProxy (/usr/sbin/haproxy) on a loopback port, in front of app instances: round robin
// without stickiness, traffic only to instances whose /api/v1/ready answers 200, a refused
// connection tried again on another instance. Its admin socket says which instances it sees as up.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";

export const HAPROXY_BIN = process.env.HAPROXY_BIN || "/usr/sbin/haproxy";

export interface Backend {
  name: string;
  port: number;
}

export interface Balancer {
  url: string;
  port: number;
  pid: number | undefined;
  /** Each backend's state as HAProxy sees it ("UP", "DOWN", "MAINT", …), by name. */
  states(): Promise<Record<string, string>>;
  output(): string;
  stop(): Promise<void>;
}

function config(port: number, socket: string, backends: Backend[]): string {
  return `global
  maxconn 2048
  stats socket ${socket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 120s
  timeout server 120s
  timeout check 5s
  # Replies stream as server-sent events: keep those connections open.
  timeout tunnel 1h
  # A refused connection (an instance just killed) goes to another instance.
  option redispatch
  retries 2

frontend web
  bind 127.0.0.1:${port}
  option forwardfor
  default_backend app

backend app
  balance roundrobin
  option httpchk
  # HTTP/1.1 with a Host: the server answers a request without one with 400.
  http-check send meth GET uri /api/v1/ready ver HTTP/1.1 hdr Host 127.0.0.1
  http-check expect status 200
  default-server inter 1s fall 3 rise 1
${backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`).join("\n")}
`;
}

/** One command on the admin socket, its whole answer. */
function ask(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = "";
    const conn = connect(socket, () => conn.end(`${command}\n`));
    conn.setTimeout(5000, () => conn.destroy(new Error(`haproxy: no answer to "${command}"`)));
    conn.on("data", (d: Buffer) => (answer += d.toString()));
    conn.once("end", () => resolve(answer));
    conn.once("error", reject);
  });
}

async function listening(url: string, child: ChildProcess, output: () => string, deadline: number) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}):\n${output()}`);
    // Any answer, even a 503 while no instance is up, means it is listening.
    if (
      await fetch(`${url}/api/v1/health`).then(
        () => true,
        () => false,
      )
    )
      return;
    if (Date.now() > deadline) throw new Error(`haproxy did not listen within 10 s:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts HAProxy on `port` in front of `backends`; its config and socket live in `dir`. */
export async function startBalancer(dir: string, port: number, backends: Backend[]): Promise<Balancer> {
  if (!existsSync(HAPROXY_BIN))
    throw new Error(`${HAPROXY_BIN} is missing: apt-get install -y haproxy (.ci/run does).`);
  const file = path.join(dir, "haproxy.cfg");
  const socket = path.join(dir, "haproxy.sock");
  writeFileSync(file, config(port, socket, backends));
  // -db: in the foreground, so it is this child and ends with it.
  const child = spawn(HAPROXY_BIN, ["-db", "-f", file], { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  const keep = (d: Buffer) => (out = (out + d.toString()).slice(-20_000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await listening(url, child, () => out, Date.now() + 10_000);
  } catch (err) {
    child.kill("SIGKILL");
    throw err;
  }
  return {
    url,
    port,
    pid: child.pid,
    output: () => out,
    async states() {
      const csv = await ask(socket, "show stat");
      const [header, ...rows] = csv.trim().split("\n");
      const columns = (header ?? "").replace(/^# /, "").split(",");
      const name = columns.indexOf("svname");
      const status = columns.indexOf("status");
      const states: Record<string, string> = {};
      for (const row of rows.map((r) => r.split(","))) {
        const server = row[name] ?? "";
        if (row[0] === "app" && server !== "BACKEND") states[server] = row[status] ?? "";
      }
      return states;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    },
  };
}
