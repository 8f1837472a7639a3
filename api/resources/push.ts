// Web Push subscriptions: GET /push/public-key, POST and DELETE /push/subscriptions.
// A subscription is a device: whoever subscribed on it last gets its notifications.
import { and, count, eq, ne } from "drizzle-orm";
import { Hono } from "hono";
import {
  isAllowedPushEndpoint,
  PUSH_COPY,
  PUSH_DEVICES_MAX,
  pushEndpointSchema,
  pushSubscriptionSchema,
} from "../../contract/push";
import { pushSubscriptions } from "../db/schema";
import { authMiddleware } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { ApiError, ok } from "../http/envelope";
import { parseBody } from "../http/validate";
import type { Services } from "../services/types";
import { oneRow } from "../db/rows";

export function pushResource(services: Services) {
  const { db } = services;
  const r = new Hono<ApiEnv>();
  const requireUser = authMiddleware(services, { required: true });

  // Public: the key is what every browser needs to subscribe, and says nothing about anyone.
  r.get("/public-key", (c) => ok(c, { key: services.push.publicKey() }, "Push public key"));

  r.post("/subscriptions", requireUser, async (c) => {
    const userId = c.get("user").id;
    const { endpoint, keys } = await parseBody(c, pushSubscriptionSchema);
    if (!isAllowedPushEndpoint(endpoint, { demoMode: services.config.demoMode }))
      throw new ApiError(422, PUSH_COPY.endpointInvalid, { endpoint: [PUSH_COPY.endpointInvalid] });
    const { others } = oneRow(
      await db
        .select({ others: count() })
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, endpoint))),
    );
    if (others >= PUSH_DEVICES_MAX) throw new ApiError(422, PUSH_COPY.tooManyDevices);
    const row = { userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: services.now() };
    // Subscribing again refreshes the keys; a device someone else subscribed on becomes this user's.
    await db
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
    return ok(c, { endpoint }, PUSH_COPY.subscribed, 201);
  });

  r.delete("/subscriptions", requireUser, async (c) => {
    const { endpoint } = await parseBody(c, pushEndpointSchema);
    const removed = await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, c.get("user").id)))
      .returning({ id: pushSubscriptions.id });
    // Someone else's device answers exactly like an unknown one.
    if (!removed.length) throw new ApiError(404, PUSH_COPY.notSubscribed);
    return ok(c, { endpoint }, PUSH_COPY.unsubscribed);
  });

  return r;
}
