// The catalogue read cache on its own: the stale time on a clock the test moves, invalidation at
// once (also of a load still running), the size bound, and ETags that compare weakly.
import { describe, expect, it } from "vitest";
import { QUERY_STALE_MS } from "../../contract/constants";
import { etagMatches, weakEtag } from "../../api/http/public-answer";
import { catalogueCache, catalogueChanged, ReadCache } from "../../api/http/read-cache";

function clockedCache(options: { maxEntries?: number } = {}) {
  let ms = 1_000;
  const cache = new ReadCache({ now: () => ms, ...options });
  return { cache, advance: (by: number) => (ms += by) };
}

/** A load that counts its calls and answers with the call number. */
function counter() {
  let calls = 0;
  return { load: async () => ++calls, calls: () => calls };
}

/** A load the test finishes by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { load: () => promise, resolve };
}

describe("stale time", () => {
  it("answers from memory until QUERY_STALE_MS has passed, then reads again", async () => {
    const { cache, advance } = clockedCache();
    const source = counter();
    expect(await cache.read("faqs", source.load)).toBe(1);
    advance(QUERY_STALE_MS - 1);
    expect(await cache.read("faqs", source.load)).toBe(1);
    advance(1);
    expect(await cache.read("faqs", source.load)).toBe(2);
    expect(source.calls()).toBe(2);
  });

  it("keeps each key apart", async () => {
    const { cache } = clockedCache();
    expect(await cache.read("bots:1", async () => "page one")).toBe("page one");
    expect(await cache.read("bots:2", async () => "page two")).toBe("page two");
    expect(await cache.read("bots:1", async () => "not read")).toBe("page one");
  });

  it("reads once for a burst of misses of one key", async () => {
    const { cache } = clockedCache();
    const source = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cache.read("plans", source.load)));
    expect(answers).toEqual([1, 1, 1]);
    expect(source.calls()).toBe(1);
  });

  it("keeps no failure: the next read tries again", async () => {
    const { cache } = clockedCache();
    await expect(cache.read("page:x", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.read("page:x", async () => "back")).toBe("back");
  });
});

describe("invalidation", () => {
  it("drops every entry at once", async () => {
    const { cache } = clockedCache();
    const source = counter();
    await cache.read("plans", source.load);
    await cache.read("faqs", source.load);
    cache.invalidate();
    expect(cache.size).toBe(0);
    expect(await cache.read("plans", source.load)).toBe(3);
  });

  it("does not keep what a load read before the change", async () => {
    const { cache } = clockedCache();
    const before = deferred<string>();
    const reading = cache.read("plans", before.load);
    cache.invalidate();
    // A read after the change does not wait for the old load; it reads the new rows.
    expect(await cache.read("plans", async () => "new")).toBe("new");
    before.resolve("old");
    expect(await reading).toBe("old");
    expect(await cache.read("plans", async () => "not read")).toBe("new");
  });

  it("is per database: a change through one leaves another's cache be", async () => {
    const dbA = {};
    const dbB = {};
    await catalogueCache(dbA).read("faqs", async () => "A");
    await catalogueCache(dbB).read("faqs", async () => "B");
    catalogueChanged(dbA);
    expect(await catalogueCache(dbA).read("faqs", async () => "A2")).toBe("A2");
    expect(await catalogueCache(dbB).read("faqs", async () => "B2")).toBe("B");
  });
});

describe("size bound", () => {
  it("keeps at most maxEntries, dropping the least recently read", async () => {
    const { cache } = clockedCache({ maxEntries: 2 });
    await cache.read("a", async () => "a1");
    await cache.read("b", async () => "b1");
    await cache.read("a", async () => "a2"); // a is now the most recently read
    await cache.read("c", async () => "c1");
    expect(cache.size).toBe(2);
    expect(await cache.read("a", async () => "a3")).toBe("a1");
    expect(await cache.read("b", async () => "b2")).toBe("b2");
  });
});

describe("ETags", () => {
  it("are weak, and the same for the same bytes only", () => {
    expect(weakEtag("{}")).toMatch(/^W\/"[\w-]+"$/);
    expect(weakEtag("{}")).toBe(weakEtag("{}"));
    expect(weakEtag("{}")).not.toBe(weakEtag("{ }"));
  });

  it("match If-None-Match weakly, in a list, or as *", () => {
    const tag = weakEtag("body");
    const strong = tag.slice(2);
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(strong, tag)).toBe(true);
    expect(etagMatches(`W/"other", ${tag}`, tag)).toBe(true);
    expect(etagMatches("*", tag)).toBe(true);
    expect(etagMatches('W/"other"', tag)).toBe(false);
    expect(etagMatches(undefined, tag)).toBe(false);
  });
});
