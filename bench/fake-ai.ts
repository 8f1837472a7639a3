// A tiny OpenAI-compatible provider on loopback: /chat/completions streams a fixed reply in small
// chunks with a fixed delay, so time-to-first-token through our stack can be compared with it.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_CHUNKS = 30;
export const FAKE_CHUNK_DELAY_MS = Number(process.env.BENCH_AI_CHUNK_MS) || 10;

const words =
  "Hello there, it is lovely to hear from you again and I am happy to keep talking about whatever is on your mind today friend".split(
    " ",
  );

export interface FakeProvider {
  baseUrl: string;
  requests: number;
  close(): Promise<void>;
}

/** `onRequest` is told of each completion asked for (after `requests` counts it). */
export async function startFakeProvider(port: number, onRequest?: () => void): Promise<FakeProvider> {
  const state = { requests: 0 };
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        res.writeHead(404, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: { message: "not found" } }));
        return;
      }
      state.requests++;
      onRequest?.();
      let stream = true;
      try {
        stream = JSON.parse(body).stream === true;
      } catch {
        // a malformed body still gets a streamed answer
      }
      const pieces = Array.from(
        { length: FAKE_CHUNKS },
        (_, i) => `${i === 0 ? "" : " "}${words[i % words.length]}`,
      );
      const created = Math.floor(Date.now() / 1000);
      if (!stream) {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(
          JSON.stringify({
            id: "chatcmpl-bench",
            object: "chat.completion",
            created,
            model: "bench-fake",
            choices: [
              { index: 0, message: { role: "assistant", content: pieces.join("") }, finish_reason: "stop" },
            ],
          }),
        );
        return;
      }
      res.writeHead(200, {
        "Content-Type": "text/event-stream",
        "Cache-Control": "no-cache",
        Connection: "keep-alive",
      });
      const chunk = (delta: object, finish: string | null = null) =>
        `data: ${JSON.stringify({
          id: "chatcmpl-bench",
          object: "chat.completion.chunk",
          created,
          model: "bench-fake",
          choices: [{ index: 0, delta, finish_reason: finish }],
        })}\n\n`;
      let i = 0;
      let timer: NodeJS.Timeout | undefined;
      const send = () => {
        if (res.destroyed) return;
        if (i < pieces.length) {
          res.write(chunk(i === 0 ? { role: "assistant", content: pieces[i] } : { content: pieces[i] }));
          i++;
          timer = setTimeout(send, FAKE_CHUNK_DELAY_MS);
        } else {
          res.write(chunk({}, "stop"));
          res.end("data: [DONE]\n\n");
        }
      };
      res.on("close", () => clearTimeout(timer));
      send();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${actual}/v1`,
    get requests() {
      return state.requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
