// The typed endpoint map (contract/endpoints.ts) and callApi typed by it (app/utils/api.server.ts):
// a call with a wrong path param, query or body does not compile (the @ts-expect-error lines fail
// `tsc --noEmit` the day they compile), each entry's data type comes out of the call, the keys read
// as method, path and fixed query, and path parameters are filled in escaped. Go to definition on a
// key lands on its entry, checked with TypeScript's own language service.
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { Bot, ChatDetail, Paged, Profile } from "#contract/api-types";
import { endpoints, fillPath, type DataOf, type Endpoints } from "#contract/endpoints";
import type { ApiResult, callApi } from "~/utils/api.server";

type Call = typeof callApi;

describe("callApi is typed by the endpoint map", () => {
  it("gives each entry's data type", () => {
    expectTypeOf<ReturnType<typeof callApi<Endpoints["GET /bots/:id"]>>>().toEqualTypeOf<
      Promise<ApiResult<Bot>>
    >();
    expectTypeOf<DataOf<Endpoints["GET /bots"]>>().toEqualTypeOf<Paged<Bot>>();
    expectTypeOf<DataOf<Endpoints["GET /auth/profile"]>>().toEqualTypeOf<Profile>();
    expectTypeOf<DataOf<Endpoints["GET /chats/:id"]>>().toEqualTypeOf<ChatDetail>();
  });

  it("takes the path params, query and body the entry names, and refuses others", () => {
    expect(typeCases).toBeTypeOf("function");
  });
});

/** Never run: compiled only, so each call is checked by `tsc --noEmit` (npm test). */
function typeCases(call: Call) {
  void call(endpoints["GET /bots/:id"], { params: { id: 3 }, token: "t" });
  void call(endpoints["GET /bots"], { query: { page: 2, per_page: 20 } });
  void call(endpoints["GET /faqs"]);
  void call(endpoints["POST /favorites/toggle"], { json: { bot_id: 1 } });
  void call(endpoints["POST /issues"], { form: new FormData() });
  void call(endpoints["GET /bots/:botId/memories/settings"], { params: { botId: "7" } });
  void call(endpoints["POST /characters/import?dry_run=1"], { form: new FormData() });

  // @ts-expect-error: the id is missing.
  void call(endpoints["GET /bots/:id"], { token: "t" });
  // @ts-expect-error: the bot's memories are under :botId, not :id.
  void call(endpoints["GET /bots/:botId/memories"], { params: { id: 1 } });
  // @ts-expect-error: this path has no parameters.
  void call(endpoints["GET /faqs"], { params: { id: 1 } });
  // @ts-expect-error: the toggle's body is { bot_id }.
  void call(endpoints["POST /favorites/toggle"], { json: { botId: 1 } });
  // @ts-expect-error: a body is required.
  void call(endpoints["POST /favorites/toggle"], { token: "t" });
  // @ts-expect-error: a GET sends no body.
  void call(endpoints["GET /auth/profile"], { json: {} });
  // @ts-expect-error: the report is multipart, not JSON.
  void call(endpoints["POST /issues"], { json: {} });
  // @ts-expect-error: the outbox needs ?to=.
  void call(endpoints["GET /dev/outbox"], { query: {} });
  // @ts-expect-error: /bots takes no ?sort=.
  void call(endpoints["GET /bots"], { query: { sort: "name" } });
  // @ts-expect-error: only the keys of the map are endpoints.
  void call("/bots", {});
}

describe("the endpoint map at run time", () => {
  it("reads the method, the path template and a fixed query from each key", () => {
    expect(endpoints["GET /bots/:id"]).toMatchObject({ method: "GET", path: "/bots/:id", fixedQuery: {} });
    expect(endpoints["POST /characters/import?dry_run=1"]).toMatchObject({
      method: "POST",
      path: "/characters/import",
      fixedQuery: { dry_run: "1" },
    });
    for (const [key, entry] of Object.entries(endpoints)) {
      expect(entry.key).toBe(key);
      expect(key.startsWith(`${entry.method} ${entry.path}`)).toBe(true);
    }
  });

  it("fills path parameters, each escaped as one segment", () => {
    expect(fillPath(endpoints["GET /bots/:botId/memories/settings"].path, { botId: 7 })).toBe(
      "/bots/7/memories/settings",
    );
    expect(fillPath("/checkout/:id", { id: "cs_1/../admin?x=1#y" })).toBe(
      "/checkout/cs_1%2F..%2Fadmin%3Fx%3D1%23y",
    );
    expect(fillPath("/dynamic-pages/:slug", { slug: "über uns" })).toBe("/dynamic-pages/%C3%BCber%20uns");
    expect(fillPath("/faqs")).toBe("/faqs");
  });

  it("refuses a missing or empty parameter rather than calling a shorter path", () => {
    expect(() => fillPath("/bots/:id", {})).toThrow('Missing path parameter "id"');
    expect(() => fillPath("/checkout/:id", { id: "" })).toThrow('Missing path parameter "id"');
  });
});

describe("go to definition", () => {
  it("from a call's endpoint key lands on its entry in contract/endpoints.ts", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const map = path.join(root, "contract/endpoints.ts");
    // A loader's call as written in app/ (a file of its own keeps the program small and the test fast).
    const caller = path.join(root, "app/routes/__go-to-definition.ts");
    const source = [
      'import { endpoints } from "#contract/endpoints";',
      "declare function callApi(endpoint: unknown, call: unknown): void;",
      'callApi(endpoints["GET /favorites"], { query: { page: 1 } });',
    ].join("\n");
    const parsed = ts.getParsedCommandLineOfConfigFile(
      path.join(root, "tsconfig.json"),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
    )!;
    const service = ts.createLanguageService({
      getScriptFileNames: () => [caller],
      getScriptVersion: () => "1",
      getScriptSnapshot: (file) => {
        if (file === caller) return ts.ScriptSnapshot.fromString(source);
        return ts.sys.fileExists(file) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(file)!) : undefined;
      },
      getCurrentDirectory: () => root,
      getCompilationSettings: () => parsed.options,
      getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
      fileExists: (file) => file === caller || ts.sys.fileExists(file),
      readFile: (file) => (file === caller ? source : ts.sys.readFile(file)),
    });
    const definitions = service.getDefinitionAtPosition(caller, source.indexOf("GET /favorites") + 2);
    const entry = readFileSync(map, "utf8").indexOf('"GET /favorites":');
    expect(entry).toBeGreaterThan(0);
    expect(definitions?.map((d) => ({ file: d.fileName, start: d.textSpan.start }))).toEqual([
      { file: map, start: entry },
    ]);
  }, 60_000);
});
