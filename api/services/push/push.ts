// Web Push behind a small interface: the sender encrypts and signs one message for one
// device; the service fans a notification out to every device of a person (fan-out.ts).

/** What the service worker shows (public/sw.js). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

/** One device, as stored in push_subscriptions. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome =
  | { ok: true; status: number }
  /** gone: the push service says this subscription no longer exists (404/410); it is deleted. */
  | { ok: false; gone: boolean; status: number | null; error: string };

export interface PushSender {
  readonly name: "web-push";
  /** The VAPID public key browsers subscribe with (applicationServerKey). */
  publicKey(): string;
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

export interface PushService {
  readonly name: PushSender["name"];
  publicKey(): string;
  /** Sends to every device of the user in the background; never throws, never waits. */
  deliver(userId: number, message: PushMessage): void;
  /** Resolves once every delivery started so far has finished (shutdown, tests). */
  idle(): Promise<void>;
}
