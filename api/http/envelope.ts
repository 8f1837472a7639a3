// The response envelopes of docs/requirements/api.md#api-conventions, used by every resource.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export type FieldErrors = Record<string, string[]>;

export interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export function ok<T>(c: Context, data: T, message = "OK", status: ContentfulStatusCode = 200) {
  return c.json({ success: true as const, message, data }, status);
}

/** Thrown anywhere in a handler; the app's error handler turns it into the failure envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** What a failure tells beyond its message (a 429's resets_at), as `data`. */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** The answer while the database is briefly out of reach (a restart, a failover). */
export const DATABASE_UNAVAILABLE = {
  message: "We could not reach our database for a moment. Please try again in a few seconds.",
  retryAfterSeconds: 5,
} as const;

/** The answer (507) when a write finds the disk full; the operator must free space. */
export const OUT_OF_SPACE = "The server is out of space";

export function failureBody(status: number, message: string, errors?: FieldErrors, data?: unknown) {
  return {
    success: false as const,
    message,
    code: status,
    ...(errors ? { errors } : {}),
    ...(data === undefined ? {} : { data }),
  };
}

export function page<T>(rows: T[], total: number, currentPage: number, perPage: number): Page<T> {
  return {
    data: rows,
    current_page: currentPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}
