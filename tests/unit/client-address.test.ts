import { describe, expect, it } from "vitest";
import { forwardedClientAddress } from "../../contract/client-address";

describe("forwardedClientAddress", () => {
  it("ignores the header when no proxy is trusted", () => {
    expect(forwardedClientAddress("203.0.113.9", 0)).toBeUndefined();
    expect(forwardedClientAddress(null, 1)).toBeUndefined();
  });

  it("takes the address the trusted proxy saw, not what the client wrote", () => {
    // The client forged "1.2.3.4"; our one proxy appended the real address.
    expect(forwardedClientAddress("1.2.3.4, 203.0.113.9", 1)).toBe("203.0.113.9");
    expect(forwardedClientAddress("1.2.3.4, 203.0.113.9, 10.0.0.2", 2)).toBe("203.0.113.9");
  });

  it("falls back to the leftmost entry when there are fewer hops than trusted", () => {
    expect(forwardedClientAddress("203.0.113.9", 3)).toBe("203.0.113.9");
  });
});
