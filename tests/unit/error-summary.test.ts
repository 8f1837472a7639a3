// What a log may say about an error: its class and codes along the cause chain, and for an
// unexpected failure the stack's frames, never a message (which can quote what was sent).
import { describe, expect, it } from "vitest";
import { errorSummary, errorWithFrames } from "../../contract/error-summary";

class DatabaseError extends Error {
  code = "23505";
  constraint = "users_email_unique";
}

const secret = "ada@example.com wrote: my neighbour keeps tulips";

describe("errorSummary", () => {
  it("names each error of the chain with its codes, and none of their messages", () => {
    const err = new Error(`Failed query: insert … params: ${secret}`, {
      cause: new DatabaseError(`duplicate key (email)=(${secret})`),
    });
    expect(errorSummary(err)).toBe("Error ← DatabaseError 23505 users_email_unique");
  });

  it("keeps Node's code and syscall, and an HTTP status", () => {
    const full = Object.assign(new Error(`ENOSPC: no space left on device, write '/data/${secret}'`), {
      code: "ENOSPC",
      syscall: "write",
    });
    expect(errorSummary(full)).toBe("Error ENOSPC write");
    expect(errorSummary(Object.assign(new Error(secret), { statusCode: 402 }))).toBe("Error 402");
  });

  it("says what kind of value was thrown when it is not an error", () => {
    expect(errorSummary(secret)).toBe("string");
    expect(errorSummary(undefined)).toBe("undefined");
  });
});

describe("errorWithFrames", () => {
  it("adds where it was thrown, without the message line of the stack", () => {
    const logged = errorWithFrames(new TypeError(secret));
    expect(logged.split("\n")[0]).toBe("TypeError");
    expect(logged).toMatch(/\n\s+at .*error-summary\.test\.ts/);
    expect(logged).not.toContain("tulips");
  });
});
