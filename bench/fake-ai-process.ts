// The fake provider (fake-ai.ts) in a process of its own, for the parts of the bench that run the
// API in the bench's process: a real provider does not read and parse the prompt on our event loop,
// so its double must not either, or a longer prompt would be charged to our side twice.
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { startFakeProvider, type FakeProvider } from "./fake-ai";
import { track } from "./server";

interface Ready {
  baseUrl: string;
}

/** Starts the provider in a child process (killed however the bench ends); answers when it listens. */
export async function startFakeProviderProcess(port: number): Promise<FakeProvider> {
  const child = track(
    fork(fileURLToPath(import.meta.url), [String(port)], {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    }),
  );
  const state = { requests: 0 };
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`fake provider exited (code ${code})`)));
    child.on("message", (m: { baseUrl?: string; requests?: number }) => {
      if (m.baseUrl) resolve({ baseUrl: m.baseUrl });
      if (m.requests !== undefined) state.requests = m.requests;
    });
  });
  return {
    baseUrl: ready.baseUrl,
    get requests() {
      return state.requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

// In the child: serve, and tell the parent where and how many requests came.
if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  const provider = await startFakeProvider(Number(process.argv[2]), () =>
    process.send?.({ requests: provider.requests }),
  );
  process.send({ baseUrl: provider.baseUrl });
  process.on("disconnect", () => process.exit(0));
}
