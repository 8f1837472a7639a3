// One POST to the model server over node:http(s) with kept-alive connections. Every reply waits for
// this request before its first token, and fetch() (undici) took about 0.75 ms from the call to the
// first chunk on loopback where node:http takes about 0.2 ms (time to first token). The
// body is read chunk by chunk; a response read to its end leaves its connection for the next call.
import http from "node:http";
import https from "node:https";
import { urlToHttpOptions } from "node:url";

/** How long the rest of a whole answer may take to arrive before its connection is dropped. */
const DRAIN_MS = 5000;

const agents = {
  "http:": new http.Agent({ keepAlive: true }),
  "https:": new https.Agent({ keepAlive: true }),
};

export interface PostResponse {
  status: number;
  header(name: string): string | null;
  /** The body as it arrives; ends with the response, throws if the connection breaks. */
  chunks(): AsyncGenerator<Buffer>;
  text(): Promise<string>;
  /**
   * Lets go of the response. `drain`: the answer is whole ([DONE] came), so the rest is read in the
   * background and the connection kept for the next call; otherwise the connection is dropped.
   */
  release(drain: boolean): void;
}

/** Where a URL's requests go, worked out once per URL (a client posts to one URL all day). */
const targets = new Map<string, http.RequestOptions & { client: typeof http | typeof https }>();
/** More URLs than models are configured (an operator trying addresses): start the map again. */
const TARGETS_MAX = 64;

function targetOf(url: string) {
  let target = targets.get(url);
  if (!target) {
    if (targets.size >= TARGETS_MAX) targets.clear();
    const parsed = new URL(url);
    const secure = parsed.protocol === "https:";
    target = {
      ...urlToHttpOptions(parsed),
      client: secure ? https : http,
      agent: agents[secure ? "https:" : "http:"],
      method: "POST",
    };
    targets.set(url, target);
  }
  return target;
}

/** Resolves once the response's status and headers are in; rejects if the server cannot be reached. */
export function post(
  url: string,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
): Promise<PostResponse> {
  const { client, ...options } = targetOf(url);
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const req = client.request({
      ...options,
      headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
    });
    // Listened to by hand rather than through the `signal` option, which tracks the request's
    // end with a stream watcher per call: less of Node's code before the request is written.
    const abort = () => req.destroy(signal.reason);
    const unlisten = () => signal.removeEventListener("abort", abort);
    signal.addEventListener("abort", abort, { once: true });
    req.once("close", unlisten);
    req.on("error", reject);
    req.on("response", (res) => {
      res.once("close", unlisten);
      resolve(responseOf(res));
    });
    req.end(body);
  });
}

function responseOf(res: http.IncomingMessage): PostResponse {
  const header = (name: string) => {
    const value = res.headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
  };
  async function* chunks(): AsyncGenerator<Buffer> {
    const queue: Buffer[] = [];
    let ended = false;
    let failure: Error | null = null;
    let wake: (() => void) | null = null;
    const notify = () => {
      wake?.();
      wake = null;
    };
    const onData = (chunk: Buffer) => {
      queue.push(chunk);
      notify();
    };
    const onEnd = () => {
      ended = true;
      notify();
    };
    const onError = (err: Error) => {
      failure = err;
      notify();
    };
    // A response cut before its end is "aborted" with no error of its own on some Node versions.
    const onClose = () => {
      if (!res.complete) failure ??= new Error("the connection closed before the response ended");
      notify();
    };
    res.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
    try {
      for (;;) {
        if (queue.length) {
          yield queue.shift()!;
          continue;
        }
        if (failure) throw failure;
        if (ended) return;
        await new Promise<void>((r) => (wake = r));
      }
    } finally {
      res.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
    }
  }
  return {
    status: res.statusCode ?? 0,
    header,
    chunks,
    async text() {
      let text = "";
      for await (const chunk of chunks()) text += chunk.toString("utf8");
      return text;
    },
    release(drain) {
      if (res.complete || res.destroyed) return;
      if (!drain) {
        res.destroy();
        return;
      }
      res.resume();
      // A server that keeps the stream open after [DONE] does not keep this connection.
      const giveUp = setTimeout(() => res.destroy(), DRAIN_MS);
      giveUp.unref();
      res.once("close", () => clearTimeout(giveUp));
    },
  };
}
