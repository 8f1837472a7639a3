// The operator console's way to the API (/admin/*). An API that refuses the token (401) ends the
// session; one that refuses the member (403) becomes the app's 404, so the console is not revealed to
// members; an operator without two-factor sign-in is sent to set it up. Writes answer like every form
// in the app: back to the page with a toast (post/redirect/get).
import { parseWithZod } from "@conform-to/zod";
import type { z, ZodTypeAny } from "zod";
import type { Profile } from "#contract/api-types";
import { endpoints, type AnyEndpoint, type DataOf } from "#contract/endpoints";
import { TWO_FACTOR_COPY } from "#contract/two-factor";
import { callApi, callApiAs, dataOrThrow, type ApiResult, type CallArgs, type CallInput } from "./api.server";
import { replyWithApiError } from "./auth-flow.server";
import { requireToken, sessionLost } from "./auth.server";
import { samePage } from "./request.server";
import { redirectWithError, redirectWithSuccess } from "./toast.server";
import { redirectToTwoFactorSetup } from "./two-factor.server";
import { safeRedirect } from "./url";

const notFound = () => new Response("Not found", { status: 404 });

/**
 * The signed-in operator's profile; a visitor goes to sign in, a member gets the 404 page, an
 * operator without two-factor sign-in goes to Settings → Security to set it up.
 */
export async function requireAdmin(request: Request): Promise<Profile & { is_admin: true }> {
  const token = await requireToken(request);
  const result = await callApi(endpoints["GET /auth/profile"], { token, request });
  if (result.status === 401) await sessionLost(request);
  const profile = dataOrThrow(result);
  if (!profile.is_admin) throw notFound();
  if (!profile.two_factor) throw await redirectToTwoFactorSetup();
  return { ...profile, is_admin: true };
}

/** One call to the admin API with the session's token; 401 and 403 are handled here, other failures returned. */
export async function adminCall<E extends AnyEndpoint>(
  request: Request,
  endpoint: E,
  ...input: CallArgs<CallInput<E>>
): Promise<ApiResult<DataOf<E>>> {
  const token = await requireToken(request);
  const result = await callApiAs({ token, request }, endpoint, ...input);
  if (result.status === 401) await sessionLost(request);
  // The console's pages load in parallel with the layout's check, so each call may be the first to hear it.
  if (result.status === 403 && result.message === TWO_FACTOR_COPY.required)
    throw await redirectToTwoFactorSetup();
  if (result.status === 403) throw notFound();
  return result;
}

/** For loaders: the data, or the page's error boundary (404 for a missing thing, 503 when the API is down). */
export async function adminRead<E extends AnyEndpoint>(
  request: Request,
  endpoint: E,
  ...input: CallArgs<CallInput<E>>
): Promise<DataOf<E>> {
  return dataOrThrow(await adminCall(request, endpoint, ...input));
}

/** Where a console form goes back to: its `redirectTo` field (a path on this site) or the page it was posted from. */
export function backTo(request: Request, form: FormData) {
  return safeRedirect(form.get("redirectTo"), samePage(request));
}

/**
 * A console button's write (approve, hide, mark handled...): back with the API's message as a toast,
 * green on success, red (with the reason) on failure.
 */
export async function adminWrite(
  call: Promise<ApiResult<unknown>>,
  { back, success }: { back: string; success?: string },
) {
  const result = await call;
  if (!result.ok) throw await redirectWithError(back, result.message);
  throw await redirectWithSuccess(back, success ?? (result.message || "Saved."));
}

/**
 * A console form checked with its contract schema (Conform), then sent as JSON: on success back with
 * a toast; otherwise Conform's reply, so the typed values and the messages stay next to their fields.
 */
export async function submitAdminForm<Schema extends ZodTypeAny>(
  request: Request,
  formData: FormData,
  schema: Schema,
  /** The API call the checked value makes (an adminCall). */
  send: (value: z.output<Schema>) => Promise<ApiResult<unknown>>,
  { back, success }: { back: string; success: string },
) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return submission.reply();
  const result = await send(submission.value);
  if (!result.ok) return replyWithApiError(submission, result);
  throw await redirectWithSuccess(back, success);
}
