// Request parsing with zod: a failed parse answers 422 with one list of messages per field.
import type { Context } from "hono";
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

function firstMessage(errors: FieldErrors) {
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

/** Reads a JSON, urlencoded or multipart body into a plain object (files stay File objects). */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  try {
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
  } catch {
    throw new ApiError(400, "The request body could not be read.");
  }
  const text = await c.req.text();
  if (text.trim()) throw new ApiError(415, "Send the request body as JSON or form data.");
  return {};
}

export async function parseBody<S extends ZodTypeAny>(c: Context, schema: S): Promise<z.infer<S>> {
  return validate(schema, await readBody(c));
}

export function parseQuery<S extends ZodTypeAny>(c: Context, schema: S): z.infer<S> {
  return validate(schema, c.req.query());
}
