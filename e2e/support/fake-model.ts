// Specs that need a real model server run against the second e2e server (scripts/e2e-server.js
// openai), whose OpenAI-compatible provider calls a model server on port + 3: this starts that fake
// server on loopback for the spec's file, forgets its queue and recordings before each test, and
// closes it after the last. Playwright registers the hooks on the file that calls it.
import { test } from "@playwright/test";
import { startFakeOpenAI } from "../../tests/support/openai-fake";

type FakeModel = Awaited<ReturnType<typeof startFakeOpenAI>>;

export function useFakeModel(): FakeModel {
  const basePort = Number(process.env.E2E_PORT ?? 3210);
  test.use({ baseURL: `http://localhost:${basePort + 2}` });
  let started: FakeModel | undefined;
  test.beforeAll(async () => {
    started = await startFakeOpenAI({ port: basePort + 3 });
  });
  test.afterAll(async () => {
    await started?.close();
  });
  test.beforeEach(() => started?.reset());
  // The server exists only once beforeAll ran; the spec holds this stand-in from its first line.
  return new Proxy({} as FakeModel, {
    get: (_target, key) => {
      if (!started) throw new Error("the fake model server starts in beforeAll");
      return Reflect.get(started, key);
    },
  });
}
