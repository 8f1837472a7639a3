// A Stripe-shaped HTTP server on loopback for the `stripe` package (STRIPE_API_URL points at it):
// answers checkout session creation, subscription updates (cancel_at_period_end) and cancellation,
// and billing portal sessions like Stripe does, and records
// every request so tests can check what our provider sent.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export interface StripeRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  /** The form-encoded body as Stripe's bracket keys, e.g. "line_items[0][price_data][unit_amount]". */
  form: Record<string, string>;
}

export const WEBHOOK_SECRET = "whsec_test_secret_for_loopback";

export async function startStripeServer() {
  const requests: StripeRequest[] = [];
  let sessions = 0;
  let portals = 0;
  /** Set to make the next request fail the way Stripe refuses a request. */
  let failNext: { status: number; message: string } | null = null;

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
    const [path = "/"] = (req.url ?? "/").split("?");
    requests.push({ method: req.method ?? "GET", path, headers: req.headers, form });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${requests.length}` });
      res.end(JSON.stringify(body));
    };
    if (failNext) {
      const { status, message } = failNext;
      failNext = null;
      return send(status, { error: { type: "invalid_request_error", message } });
    }
    if (req.method === "POST" && path === "/v1/checkout/sessions") {
      sessions += 1;
      const id = `cs_test_${sessions}`;
      const metadata = Object.fromEntries(
        Object.entries(form)
          .filter(([k]) => k.startsWith("metadata["))
          .map(([k, v]) => [k.slice(9, -1), v]),
      );
      return send(200, {
        id,
        object: "checkout.session",
        mode: form.mode,
        status: "open",
        payment_status: "unpaid",
        client_reference_id: form.client_reference_id ?? null,
        metadata,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        url: `https://checkout.stripe.test/c/pay/${id}`,
      });
    }
    const cancel = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (req.method === "DELETE" && cancel) {
      return send(200, { id: cancel[1], object: "subscription", status: "canceled" });
    }
    if (req.method === "POST" && cancel) {
      return send(200, {
        id: cancel[1],
        object: "subscription",
        status: "active",
        cancel_at_period_end: form.cancel_at_period_end === "true",
      });
    }
    if (req.method === "POST" && path === "/v1/billing_portal/sessions") {
      portals += 1;
      if (!form.customer)
        return send(400, { error: { type: "invalid_request_error", message: "Missing customer" } });
      return send(200, {
        id: `bps_test_${portals}`,
        object: "billing_portal.session",
        customer: form.customer,
        return_url: form.return_url ?? null,
        url: `https://billing.stripe.test/p/session/bps_test_${portals}`,
      });
    }
    send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${path})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(status: number, message: string) {
      failNext = { status, message };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let events = 0;

/** A Stripe event as a JSON body and its Stripe-Signature header, signed by the package itself. */
export function signedEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; secret?: string; now?: Date } = {},
) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_test_${++events}_${Date.now()}`,
    object: "event",
    type,
    api_version: "2025-01-01",
    created: Math.floor((options.now ?? new Date()).getTime() / 1000),
    data: { object },
  });
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: Math.floor((options.now ?? new Date()).getTime() / 1000),
  });
  return { payload, header };
}
