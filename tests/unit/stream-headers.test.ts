// A streamed answer through the Node listener (server/listener.js): its headers leave with its first
// piece when that piece is ready (a send's `message` event is), in one write; a stream with nothing
// to say yet still gets its headers at once, so the client's fetch resolves while it waits.
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SSE_HEADERS } from "../../contract/reply-events";
import { createListener } from "../../server/listener.js";

/** Each piece the test releases into the open answer; `ready` pieces are there before it is read. */
interface OpenStream {
  push(text: string): void;
  end(): void;
}

describe("streamed answers through the Node listener", () => {
  let server: http.Server;
  let base = "";
  /** Writes the server made on the answer's socket (each one a system call and a packet). */
  let socketWrites = 0;
  let open: OpenStream | null = null;

  beforeAll(async () => {
    const listener = createListener({
      files: new Map(),
      before: (_req, res, next) => {
        const socket = res.socket as Socket & {
          _write: (...args: unknown[]) => unknown;
          _writev?: (...args: unknown[]) => unknown;
        };
        socketWrites = 0;
        for (const name of ["_write", "_writev"] as const) {
          const original = socket[name];
          if (!original) continue;
          socket[name] = (...args: unknown[]) => {
            socketWrites += 1;
            return original.apply(socket, args);
          };
        }
        next();
      },
      fetch: (request: Request) => {
        const ready = new URL(request.url).searchParams.get("ready");
        const encoder = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            if (ready) controller.enqueue(encoder.encode(`event: message\ndata: ${ready}\n\n`));
            open = {
              push: (text) => controller.enqueue(encoder.encode(`event: token\ndata: ${text}\n\n`)),
              end: () => controller.close(),
            };
          },
        });
        return new Response(body, { status: 200, headers: SSE_HEADERS });
      },
    });
    server = http.createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("sends the headers and a first piece that is ready in one write", async () => {
    const res = await fetch(`${base}/stream?ready=stored`);
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    expect(first).toContain("event: message");
    expect(socketWrites).toBe(1);
    open!.push("Hello");
    expect(new TextDecoder().decode((await reader.read()).value)).toContain("event: token");
    open!.end();
    while (!(await reader.read()).done);
  });

  it("still sends the headers at once when the stream has nothing to say yet", async () => {
    // fetch() resolves on the headers: it would wait for the first piece if they were held for it.
    const res = await fetch(`${base}/stream`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const reader = res.body!.getReader();
    open!.push("Later");
    expect(new TextDecoder().decode((await reader.read()).value)).toContain("data: Later");
    open!.end();
    while (!(await reader.read()).done);
  });
});
