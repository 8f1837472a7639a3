// POST /issues (docs/requirements/dashboard.md#report): a bot report with an optional screenshot,
// PNG, JPEG or GIF up to 5 MB, judged by its bytes and stored re-encoded (no metadata).
// GET /issues/{id}/screenshot: the screenshot, for its reporter only. Screenshots can show private
// chats, so they never get a public URL. Operators will see them too once the operator console
// (a later issue) has its own check; until then it is the reporter alone.
import { randomBytes } from "node:crypto";
import { and, eq, isNotNull } from "drizzle-orm";
import { Hono } from "hono";
import { CHAT_COPY, reportSchema } from "../../contract/chat-schemas";
import { SCREENSHOT_MAX_BYTES } from "../../contract/constants";
import { botReports, bots } from "../db/schema";
import { readableBy } from "../domain/bot-visibility";
import {
  encodeScreenshot,
  isFilledFile,
  readImageUpload,
  screenshotUrl,
  type ImageUpload,
} from "../domain/images";
import { authMiddleware } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { idParam } from "../http/id-param";
import { ApiError, ok, type FieldErrors } from "../http/envelope";
import { enforceRateLimit } from "../http/rate-limit";
import { fieldErrors, readBody } from "../http/validate";
import type { Services } from "../services/types";
import { routeBodyLimit } from "../http/body-limit";

export const REPORTS_PER_HOUR = 20;
const SCREENSHOT_NOT_FOUND = "Screenshot not found.";
/** Room for the form fields around a screenshot of the largest allowed size. */
const BODY_MAX_BYTES = SCREENSHOT_MAX_BYTES + 256 * 1024;

const tooLarge = () =>
  new ApiError(422, CHAT_COPY.screenshotTooLarge, { screenshot: [CHAT_COPY.screenshotTooLarge] });

export function issuesResource(services: Services) {
  const { db } = services;
  const r = new Hono<ApiEnv>();
  // "/*" also matches the mount point itself (POST /issues).
  r.use("/*", authMiddleware(services, { required: true }));

  r.post(
    "/",
    routeBodyLimit(BODY_MAX_BYTES, () => {
      throw tooLarge();
    }),
    async (c) => {
      const user = c.get("user");
      const body = await readBody(c);
      const parsed = reportSchema.safeParse(body);
      const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);

      let upload: ImageUpload | null = null;
      if (isFilledFile(body.screenshot)) {
        upload = await readImageUpload(body.screenshot, {
          allowed: ["png", "jpeg", "gif"],
          maxBytes: SCREENSHOT_MAX_BYTES,
        });
        if (!upload.ok)
          errors.screenshot = [
            upload.reason === "too_large" ? CHAT_COPY.screenshotTooLarge : CHAT_COPY.screenshotType,
          ];
      }
      if (parsed.success && parsed.data.bot_id !== undefined) {
        const [bot] = await db
          .select({ id: bots.id })
          .from(bots)
          .where(and(eq(bots.id, parsed.data.bot_id), readableBy(user.id)));
        if (!bot) errors.bot_id = [CHAT_COPY.botNotFound];
      }
      if (!parsed.success || Object.keys(errors).length) {
        throw new ApiError(422, Object.values(errors)[0]?.[0] ?? "The given data was invalid.", errors);
      }

      await enforceRateLimit(services.rateLimiter, [`report:${user.id}`], REPORTS_PER_HOUR, 3600);
      let screenshotKey: string | null = null;
      if (upload?.ok) {
        // Decoded only now, after the cheap checks and the rate limit: it is the costly step.
        const screenshot = await encodeScreenshot(upload.bytes, upload.ext);
        if (!screenshot) {
          throw new ApiError(422, CHAT_COPY.screenshotType, { screenshot: [CHAT_COPY.screenshotType] });
        }
        screenshotKey = `screenshots/${randomBytes(16).toString("hex")}.${screenshot.ext}`;
        await services.storage.put(screenshotKey, screenshot.bytes, screenshot.contentType);
      }
      const input = parsed.data;
      const [report] = await db
        .insert(botReports)
        .values({
          userId: user.id,
          botId: input.bot_id ?? null,
          category: input.category,
          severity: input.severity,
          description: input.description,
          screenshotKey,
          createdAt: services.now(),
        })
        .returning();
      return ok(
        c,
        {
          id: report!.id,
          bot_id: report!.botId,
          category: report!.category,
          severity: report!.severity,
          description: report!.description,
          screenshot: screenshotKey ? screenshotUrl(report!.id) : null,
          created_at: report!.createdAt.toISOString(),
        },
        CHAT_COPY.reportSent,
        201,
      );
    },
  );

  r.get("/:id{[0-9]+}/screenshot", async (c) => {
    const [report] = await db
      .select({ key: botReports.screenshotKey })
      .from(botReports)
      .where(
        and(
          eq(botReports.id, idParam(c.req.param("id"), SCREENSHOT_NOT_FOUND)),
          eq(botReports.userId, c.get("user").id),
          isNotNull(botReports.screenshotKey),
        ),
      );
    // Someone else's report and a report without a screenshot look the same: not found.
    const found = report?.key ? await services.storage.get(report.key) : null;
    if (!found) throw new ApiError(404, SCREENSHOT_NOT_FOUND);
    return c.body(found.data, 200, {
      "Content-Type": found.contentType,
      "Cache-Control": "private, no-store",
    });
  });

  return r;
}
