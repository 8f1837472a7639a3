// safeRedirect: every "go back to" the web app follows stays on this site, whatever the encoding,
// and never yields a value a Location header cannot carry (CR/LF used to be a 500).
import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/utils/url";

const FALLBACK = "/fallback";
const ORIGIN = "https://infinite.example";

const HOSTILE = [
  // other sites, spelled every way a browser accepts
  "https://evil.example",
  "http://evil.example/dashboard",
  "HTTPS://evil.example",
  "//evil.example",
  "///evil.example",
  "//evil.example/dashboard?x=1",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\\/evil.example",
  "/%5Cevil.example",
  "/%5cevil.example",
  "/%2F%2Fevil.example",
  "/%2f%2fevil.example",
  "/%2f/evil.example",
  "/%252f%252fevil.example",
  "/%25252f%25252fevil.example",
  "/..//evil.example",
  "/./..//evil.example",
  "/.%2e//evil.example",
  // control characters that browsers strip from URLs ("/\t/x" is "//x"), raw and encoded
  "/\t/evil.example",
  "/%09/evil.example",
  "/\n/evil.example",
  "/%0a/evil.example",
  "/\r/evil.example",
  "/%0d/evil.example",
  "/%0D%0A/evil.example",
  "/dashboard\r\nSet-Cookie: a=b",
  "/dashboard%0d%0aSet-Cookie:%20a=b",
  "/dashboard\u0000",
  "/dashboard%00",
  "/\u007f/evil.example",
  "/\u0085evil",
  // schemes that run code or carry data
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  " javascript:alert(1)",
  "\tjavascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  // not a path at all
  "dashboard",
  "evil.example",
  " /dashboard",
  "",
  `/${"a".repeat(3000)}`,
];

const GOOD: [string, string][] = [
  ["/", "/"],
  ["/dashboard", "/dashboard"],
  ["/dashboard/chat?bot=3", "/dashboard/chat?bot=3"],
  ["/dashboard/subscription#plans", "/dashboard/subscription#plans"],
  ["/checkout/cs_AbC-123_x", "/checkout/cs_AbC-123_x"],
  ["/dashboard/discover?search=caf%C3%A9&page=2", "/dashboard/discover?search=caf%C3%A9&page=2"],
  ["/dashboard/discover?search=a b", "/dashboard/discover?search=a%20b"],
  ["/dashboard/../dashboard/profile", "/dashboard/profile"],
];

describe("safeRedirect", () => {
  it.each(HOSTILE)("refuses %j", (input) => {
    expect(safeRedirect(input, FALLBACK)).toBe(FALLBACK);
  });

  it.each(GOOD)("keeps %j", (input, expected) => {
    expect(safeRedirect(input, FALLBACK)).toBe(expected);
  });

  it("refuses what is not a string", () => {
    expect(safeRedirect(null, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirect(undefined, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirect(new File(["x"], "x.txt"), FALLBACK)).toBe(FALLBACK);
  });

  it("defaults to the home page", () => {
    expect(safeRedirect("//evil.example")).toBe("/");
  });

  it("never returns something a Location header refuses or a browser reads as another site", () => {
    for (const input of [...HOSTILE, ...GOOD.map(([i]) => i)]) {
      const out = safeRedirect(input, FALLBACK);
      expect(() => new Headers({ Location: out })).not.toThrow();
      // What a browser does with it: strip tabs and newlines, then resolve against the page.
      const asBrowser = out.replace(/[\t\n\r]/g, "");
      expect(new URL(asBrowser, ORIGIN).origin).toBe(ORIGIN);
      expect(new URL(decodeURIComponent(asBrowser), ORIGIN).origin).toBe(ORIGIN);
    }
  });

  it("has at least 30 hostile cases", () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
  });
});
