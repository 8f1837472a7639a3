// Request parsing with zod: a failed parse answers 422 with one list of messages per field. Every
// string that comes in through here is made storable first (see storableText).
import type { Context, MiddlewareHandler } from "hono";
import type { z, ZodTypeAny } from "zod";
import { ApiError, type FieldErrors } from "./envelope";

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** The message of the first failing field, for the envelope's `message`. */
export function firstMessage(errors: FieldErrors) {
  return Object.values(errors)[0]?.[0] ?? "The given data was invalid.";
}

export function validate<S extends ZodTypeAny>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    throw new ApiError(422, firstMessage(errors), errors);
  }
  return parsed.data;
}

// eslint-disable-next-line no-control-regex -- finding U+0000 is the point
const NUL = /\u0000/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text PostgreSQL can store: it refuses U+0000 in text (a 500 that lost the chat message), and a
 * lone UTF-16 surrogate is not a character at all. NULs are dropped (what is left is what the person
 * meant, and a field left empty fails its own rule with its own message); lone surrogates become
 * U+FFFD, which is what the driver's UTF-8 encoding would store anyway.
 */
export function storableText(text: string): string {
  return text.replace(NUL, "").replace(LONE_SURROGATE, "\ufffd");
}

const isPlainObject = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * How deep a body may nest. Ours go five levels at most (a character's lorebook entries); JSON.parse
 * takes any depth, but walking 50,000 levels would overflow the stack, so deeper input is refused.
 */
const MAX_DEPTH = 64;
export const TOO_DEEP = "The data sent is nested too deeply.";

/**
 * storableText on every string (keys too) of parsed JSON or form values; files are left alone.
 * Data nested deeper than MAX_DEPTH is refused with 400.
 */
export function storable(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return storableText(value);
  if (!value || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) throw new ApiError(400, TOO_DEEP);
  if (Array.isArray(value)) return value.map((item) => storable(item, depth + 1));
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [storableText(k), storable(v, depth + 1)]),
    );
  }
  return value;
}

/**
 * No resource has U+0000 in its path, and a path parameter carrying one would reach the database:
 * such paths are simply not found.
 */
export const refuseNulInPath: MiddlewareHandler = async (c, next) => {
  if (/%00/i.test(new URL(c.req.url).pathname))
    throw new ApiError(404, `No route for ${c.req.method} ${c.req.path}.`);
  await next();
};

async function readRawBody(c: Context, type: string): Promise<Record<string, unknown> | null> {
  if (type.includes("application/json")) {
    const body = await c.req.json();
    return body && typeof body === "object" && !Array.isArray(body) ? body : {};
  }
  if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
    const form = await c.req.formData();
    const out: Record<string, unknown> = {};
    for (const [key, value] of form.entries()) out[key] = value;
    return out;
  }
  return null;
}

/** Reads a JSON, urlencoded or multipart body into a plain object (files stay File objects). */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  let body: Record<string, unknown> | null;
  try {
    body = await readRawBody(c, type);
  } catch {
    throw new ApiError(400, "The request body could not be read.");
  }
  if (body) return storable(body) as Record<string, unknown>;
  const text = await c.req.text();
  if (text.trim()) throw new ApiError(415, "Send the request body as JSON or form data.");
  return {};
}

export async function parseBody<S extends ZodTypeAny>(c: Context, schema: S): Promise<z.infer<S>> {
  return validate(schema, await readBody(c));
}

export function parseQuery<S extends ZodTypeAny>(c: Context, schema: S): z.infer<S> {
  return validate(schema, storable(c.req.query()));
}
