import { describe, expect, it } from "vitest";
import { isBlockedShortcut } from "../../app/utils/block-devtools";
import { cacheHeaders, pageCacheHeaders, PRIVATE_CACHE, PUBLIC_CACHE } from "../../app/utils/cache.server";
import { seoMeta } from "../../app/utils/seo";
import { contactSchema } from "../../contract/contact-schema";

const key = (
  k: string,
  code: string,
  mods: Partial<Record<"ctrlKey" | "metaKey" | "shiftKey" | "altKey", boolean>> = {},
) => ({
  key: k,
  code,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe("isBlockedShortcut", () => {
  it.each([
    ["F12", key("F12", "F12")],
    ["Ctrl+Shift+I", key("I", "KeyI", { ctrlKey: true, shiftKey: true })],
    ["Ctrl+Shift+J", key("J", "KeyJ", { ctrlKey: true, shiftKey: true })],
    ["Ctrl+Shift+C", key("C", "KeyC", { ctrlKey: true, shiftKey: true })],
    ["Ctrl+U", key("u", "KeyU", { ctrlKey: true })],
    ["Cmd+Option+I (macOS reports another character)", key("ˆ", "KeyI", { metaKey: true, altKey: true })],
    ["Cmd+Option+U", key("¨", "KeyU", { metaKey: true, altKey: true })],
  ])("blocks %s", (_name, e) => expect(isBlockedShortcut(e)).toBe(true));

  it.each([
    ["typing", key("i", "KeyI")],
    ["Shift+I (a capital letter)", key("I", "KeyI", { shiftKey: true })],
    ["copy", key("c", "KeyC", { ctrlKey: true })],
    ["paste", key("v", "KeyV", { ctrlKey: true })],
    ["cut", key("x", "KeyX", { ctrlKey: true })],
    ["select all", key("a", "KeyA", { ctrlKey: true })],
    ["undo", key("z", "KeyZ", { ctrlKey: true })],
    ["Cmd+C on macOS", key("c", "KeyC", { metaKey: true })],
    ["Ctrl+Shift+U (Unicode input)", key("U", "KeyU", { ctrlKey: true, shiftKey: true })],
  ])("lets %s through", (_name, e) => expect(isBlockedShortcut(e)).toBe(false));
});

describe("page cache headers", () => {
  const req = (cookie?: string) => new Request("http://x/", { headers: cookie ? { Cookie: cookie } : {} });
  const run = (
    loaderHeaders: Headers,
    extra: { parent?: HeadersInit; action?: HeadersInit; error?: Headers } = {},
  ) =>
    new Headers(
      cacheHeaders({
        loaderHeaders,
        parentHeaders: new Headers(extra.parent),
        actionHeaders: new Headers(extra.action),
        errorHeaders: extra.error,
      }),
    ).get("Cache-Control");

  it("is public for visitors and private for anyone with a session or a toast", () => {
    expect(pageCacheHeaders(req()).get("Cache-Control")).toBe(PUBLIC_CACHE);
    expect(pageCacheHeaders(req("theme=dark")).get("Cache-Control")).toBe(PUBLIC_CACHE);
    expect(pageCacheHeaders(req("a=1; infinite_user=abc")).get("Cache-Control")).toBe(PRIVATE_CACHE);
    expect(pageCacheHeaders(req("__Host-infinite_user=abc")).get("Cache-Control")).toBe(PRIVATE_CACHE);
    expect(pageCacheHeaders(req("toast-session=abc")).get("Cache-Control")).toBe(PRIVATE_CACHE);
    // Only the cookie's name counts.
    expect(pageCacheHeaders(req("other=infinite_user")).get("Cache-Control")).toBe(PUBLIC_CACHE);
    expect(pageCacheHeaders(req()).get("Vary")).toBe("Cookie, Accept-Language");
  });

  it("never lets a shared cache keep a personal response", () => {
    const publicLoader = pageCacheHeaders(req());
    expect(run(publicLoader)).toBe(PUBLIC_CACHE);
    expect(run(publicLoader, { parent: { "Set-Cookie": "infinite_user=; Max-Age=0" } })).toBe(PRIVATE_CACHE);
    expect(run(publicLoader, { action: { "Cache-Control": PRIVATE_CACHE } })).toBe(PRIVATE_CACHE);
    expect(run(publicLoader, { error: new Headers() })).toBe(PRIVATE_CACHE);
    // A loader that did not opt in stays private.
    expect(run(new Headers())).toBe(PRIVATE_CACHE);
  });
});

describe("seoMeta", () => {
  const matches = [{ id: "root", data: { publicUrl: "https://infinite.example/" } }];

  it("gives title, description, Open Graph tags and an absolute canonical link", () => {
    const meta = seoMeta({ matches, title: "About", description: "Why we built it.", path: "/about" });
    expect(meta).toContainEqual({ title: "About — Infinite" });
    expect(meta).toContainEqual({ name: "description", content: "Why we built it." });
    expect(meta).toContainEqual({ property: "og:title", content: "About — Infinite" });
    expect(meta).toContainEqual({ property: "og:url", content: "https://infinite.example/about" });
    expect(meta).toContainEqual({
      property: "og:image",
      content: "https://infinite.example/media/hero-poster.jpg",
    });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://infinite.example/about",
    });
    expect(meta.some((m) => "name" in m && m.name === "robots")).toBe(false);
  });

  it("keeps a title that already names the site, and can ask not to be indexed", () => {
    const meta = seoMeta({ matches, title: "Infinite — home", description: "d", path: "/", noIndex: true });
    expect(meta).toContainEqual({ title: "Infinite — home" });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(meta.some((m) => "rel" in m && m.rel === "canonical")).toBe(false);
  });
});

describe("contact schema", () => {
  it("trims and accepts a valid message, with one message per failing field", () => {
    const ok = contactSchema.safeParse({
      first_name: " Ada ",
      last_name: "Lovelace",
      email: "ada@example.com",
      message: "Hello there, how are you?",
    });
    expect(ok.success && ok.data.first_name).toBe("Ada");
    const bad = contactSchema.safeParse({ first_name: "", last_name: "L", email: "x", message: "short" });
    expect(bad.success).toBe(false);
    if (!bad.success)
      expect(bad.error.flatten().fieldErrors).toEqual({
        first_name: ["First name is required"],
        last_name: ["Last name must be at least 2 characters"],
        email: ["Invalid email address"],
        message: ["Message must be at least 10 characters"],
      });
  });
});
