// withHeaders (contract/http-headers.js): the API and the web server set every answer's headers with
// it, on the answer itself when its headers can change, on one copy when they cannot.
import { describe, expect, it } from "vitest";
import { withHeaders } from "../../contract/http-headers.js";

describe("withHeaders", () => {
  it("sets the headers on the answer itself when they can change", async () => {
    const answer = new Response("hello", { status: 201, headers: { "Content-Type": "text/plain" } });
    const result = withHeaders(answer, (headers) => headers.set("X-Frame-Options", "DENY"));
    expect(result).toBe(answer);
    expect(result.headers.get("x-frame-options")).toBe("DENY");
    expect(await result.text()).toBe("hello");
  });

  it("sets them on a copy with the same status and body when they cannot (an answer of fetch())", async () => {
    const locked = Response.redirect("http://127.0.0.1/next", 303);
    expect(() => locked.headers.set("X-Test", "1")).toThrow();
    const result = withHeaders(locked, (headers) => headers.set("Cache-Control", "no-store"));
    expect(result).not.toBe(locked);
    expect(result.status).toBe(303);
    expect(result.headers.get("location")).toBe("http://127.0.0.1/next");
    expect(result.headers.get("cache-control")).toBe("no-store");
  });
});
