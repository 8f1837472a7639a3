// The model server's POST (api/services/ai/http-post.ts): where a URL's requests go is worked out
// once per URL, so the path, query, credentials and an IPv6 host must still arrive as written, and
// the caller's abort (the member's Stop, a store that failed) must still end the request, before or
// during its answer.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { post } from "../../api/services/ai/http-post";

interface Seen {
  method?: string;
  url?: string;
  authorization?: string;
  body: string;
}

async function listen(
  host: string,
  answer: (req: IncomingMessage, seen: Seen, res: import("node:http").ServerResponse) => void,
) {
  const seen: Seen[] = [];
  const closed = { count: 0 };
  const server: Server = createServer((req, res) => {
    const entry: Seen = {
      method: req.method,
      url: req.url,
      authorization: req.headers.authorization,
      body: "",
    };
    seen.push(entry);
    req.on("data", (c: Buffer) => (entry.body += c.toString()));
    req.on("end", () => answer(req, entry, res));
    res.on("close", () => (closed.count += res.writableFinished ? 0 : 1));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return { seen, closed, port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe("post() to a model server", () => {
  let plain: Awaited<ReturnType<typeof listen>>;
  let held: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    plain = await listen("127.0.0.1", (_req, entry, res) => {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      res.end(`data: ${entry.body.length}\n\n`);
    });
    // Answers its headers and a first chunk, then holds the rest back.
    held = await listen("127.0.0.1", (_req, _entry, res) => {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      res.write("data: first\n\n");
    });
  });
  afterAll(async () => {
    await plain.close();
    await held.close();
  });

  it("sends the body to the URL's path and query, the same each time, and reads the answer", async () => {
    const url = `http://127.0.0.1:${plain.port}/v1/chat/completions?api-version=2024`;
    for (const body of ["é".repeat(3), '{"stream":true}']) {
      const res = await post(url, { "Content-Type": "application/json" }, body, new AbortController().signal);
      expect(res.status).toBe(200);
      expect(res.header("content-type")).toBe("text/event-stream");
      expect(await res.text()).toBe(`data: ${body.length}\n\n`);
    }
    expect(plain.seen.slice(-2).map((s) => [s.method, s.url, s.body])).toEqual([
      ["POST", "/v1/chat/completions?api-version=2024", "ééé"],
      ["POST", "/v1/chat/completions?api-version=2024", '{"stream":true}'],
    ]);
  });

  it("sends the URL's credentials as Basic authorization", async () => {
    await (
      await post(`http://us%40er:p%3Ass@127.0.0.1:${plain.port}/v1`, {}, "{}", new AbortController().signal)
    ).text();
    expect(plain.seen.at(-1)!.authorization).toBe(`Basic ${Buffer.from("us@er:p:ss").toString("base64")}`);
  });

  it("reaches an IPv6 host written in brackets", async () => {
    const six = await listen("::1", (_req, _entry, res) => res.end("six")).catch(() => null);
    if (!six) return; // no IPv6 loopback on this machine
    const res = await post(`http://[::1]:${six.port}/v1`, {}, "{}", new AbortController().signal);
    expect(await res.text()).toBe("six");
    await six.close();
  });

  it("is refused at once when already aborted, and ends the connection when aborted during the answer", async () => {
    const before = new AbortController();
    before.abort(new Error("stopped"));
    const sent = held.seen.length;
    await expect(post(`http://127.0.0.1:${held.port}/v1`, {}, "{}", before.signal)).rejects.toThrow(
      "stopped",
    );
    expect(held.seen).toHaveLength(sent);

    const during = new AbortController();
    const res = await post(`http://127.0.0.1:${held.port}/v1`, {}, "{}", during.signal);
    const chunks = res.chunks();
    expect((await chunks.next()).value?.toString()).toBe("data: first\n\n");
    during.abort(new Error("the member's Stop"));
    await expect(chunks.next()).rejects.toThrow();
    await vi.waitFor(() => expect(held.closed.count).toBe(1));
  });
});
