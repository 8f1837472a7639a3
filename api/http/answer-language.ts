// The API answers in the language the request asks for (Accept-Language: "fr"): its message and
// field errors are translated by the contract's catalogue (contract/message-catalogues.ts), and the
// English, which stays the contract, travels beside them in `message_en` and `errors_en` for clients
// that match on it. English (or a language we do not have, or no header) leaves answers untouched.
import type { MiddlewareHandler } from "hono";
import { translateMessage } from "../../contract/message-catalogues";
import { DEFAULT_UI_LANGUAGE, negotiateUiLanguage } from "../../contract/ui-languages.js";
import type { FieldErrors } from "./envelope";

type Envelope = { success: boolean; message: string; errors?: FieldErrors } & Record<string, unknown>;

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === "object" &&
  body !== null &&
  typeof (body as Envelope).success === "boolean" &&
  typeof (body as Envelope).message === "string";

/** The envelope in `lng`, keeping the English beside what changed. */
export function translatedEnvelope(body: Envelope, lng: string): Envelope {
  const message = translateMessage(body.message, lng);
  const errors = body.errors
    ? Object.fromEntries(
        Object.entries(body.errors).map(([field, list]) => [
          field,
          list.map((e) => translateMessage(e, lng)),
        ]),
      )
    : undefined;
  return {
    ...body,
    message,
    message_en: body.message,
    ...(errors ? { errors, errors_en: body.errors } : {}),
  };
}

export const answerInLanguage: MiddlewareHandler = async (c, next) => {
  await next();
  const lng = negotiateUiLanguage(c.req.header("Accept-Language"));
  if (!lng || lng === DEFAULT_UI_LANGUAGE) return;
  if (!(c.res.headers.get("Content-Type") ?? "").startsWith("application/json")) return;
  const body: unknown = await c.res
    .clone()
    .json()
    .catch(() => null);
  if (!isEnvelope(body)) return;
  const headers = new Headers(c.res.headers);
  headers.delete("Content-Length");
  headers.set("Content-Language", lng);
  const vary = headers.get("Vary");
  headers.set("Vary", vary ? `${vary}, Accept-Language` : "Accept-Language");
  c.res = new Response(JSON.stringify(translatedEnvelope(body, lng)), { status: c.res.status, headers });
};
