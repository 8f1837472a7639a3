// An OpenAI-compatible streaming server on loopback (node:http), scripted per request:
// normal SSE streams, error statuses (with the provider's own error body), slow first tokens,
// dropped connections, held streams, and recorded streams of real servers replayed byte for byte
// (tests/support/stream-fixtures.ts), cut where the test says.
// Used by the API tests (any free port) and by e2e/chat-failure.spec.ts (the port its server calls).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type Behaviour =
  | {
      kind: "stream";
      chunks: string[];
      /** Wait before the first chunk (headers are sent at once). */
      firstDelayMs?: number;
      delayMs?: number;
      /** Stop after this many chunks until release() is called. */
      holdAfter?: number;
    }
  | {
      kind: "status";
      status: number;
      retryAfter?: string;
      /** The error body; default OpenAI's shape. */ body?: string;
    }
  /** Writes these bytes as they are, one part per write, `delayMs` apart (default 2). */
  | { kind: "bytes"; parts: Buffer[]; delayMs?: number }
  /** Sends these chunks, then destroys the socket without finishing the response. */
  | { kind: "drop"; chunks: string[] };

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage["headers"];
  body: any;
}

const chunk = (content: string, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: "chatcmpl-test",
    object: "chat.completion.chunk",
    created: 1,
    model: "fake",
    choices: [{ index: 0, delta: finish ? {} : { content }, finish_reason: finish }],
  })}\n\n`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Listens on 127.0.0.1:`port` (0: any free port). */
/**
 * The member's own words in a user turn: the prompt adds a card's post-history instructions to the
 * last one, after a blank line, marked as the card's (api/services/ai/prompt-parts.ts, postHistoryNote).
 */
export const membersWords = (content: string | undefined) =>
  content?.replace(/\n\n\[Instructions from [^\n]*'s character card for this reply: [\s\S]*\]$/, "");

export async function startFakeOpenAI({ port: wanted = 0 }: { port?: number } = {}) {
  const queue: Behaviour[] = [];
  const requests: RecordedRequest[] = [];
  let release: () => void = () => {};
  let held = new Promise<void>((r) => (release = r));
  const sockets = new Set<import("node:net").Socket>();
  let aborted = 0;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    res.on("close", () => {
      if (!res.writableFinished) aborted++;
    });
    let raw = "";
    for await (const part of req) raw += part;
    requests.push({ path: req.url ?? "", headers: req.headers, body: raw ? JSON.parse(raw) : null });
    const b = queue.shift() ?? { kind: "stream", chunks: ["Hello", " there", "!"] };
    if (b.kind === "status") {
      const headers: Record<string, string> = { "Content-Type": "application/json" };
      if (b.retryAfter !== undefined) headers["Retry-After"] = b.retryAfter;
      res.writeHead(b.status, headers);
      res.end(b.body ?? JSON.stringify({ error: { message: `status ${b.status}` } }));
      return;
    }
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
    res.flushHeaders();
    if (b.kind === "bytes") {
      for (const part of b.parts) {
        if (res.destroyed) return;
        res.write(part);
        await sleep(b.delayMs ?? 2);
      }
      res.end();
      return;
    }
    if (b.kind === "drop") {
      for (const c of b.chunks) res.write(chunk(c));
      await sleep(20);
      req.socket.destroy();
      return;
    }
    if (b.firstDelayMs) await sleep(b.firstDelayMs);
    for (let k = 0; k < b.chunks.length; k++) {
      // The hold starts as soon as its chunks are written, so a release() during a delay is not lost.
      if (b.holdAfter !== undefined && k === b.holdAfter) await held;
      if (k > 0 && b.delayMs) await sleep(b.delayMs);
      if (res.destroyed) return;
      res.write(chunk(b.chunks[k]!));
    }
    res.write(chunk("", "stop"));
    res.end("data: [DONE]\n\n");
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  let connections = 0;
  server.on("connection", (s) => {
    connections++;
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(wanted, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Connections opened so far (a kept-alive one serves many requests). */
    get connections() {
      return connections;
    },
    /** Requests whose caller went away before the answer was finished. */
    get aborted() {
      return aborted;
    },
    /** Queues behaviours for the next requests (then the default short stream). */
    next(...behaviours: Behaviour[]) {
      queue.push(...behaviours);
    },
    /** Lets a held stream go on; later holds wait again. */
    release() {
      release();
      held = new Promise<void>((r) => (release = r));
    },
    reset() {
      queue.length = 0;
      requests.length = 0;
    },
    async close() {
      release();
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}
