// Demo mode: the outbox (/dev/outbox) and the local test checkout exist only while it is on, because
// both hand out what production must keep secret (sign-up and reset codes, free plans). Plain
// JavaScript so the launcher (scripts/start.js, plain node), the API config and the web app share
// one rule.

export const DEMO_BANNER = "Demo mode: mail goes to the outbox, payments are test payments";

/**
 * DEMO_MODE=1/true turns it on, DEMO_MODE=0/false off; unset, it is on everywhere but production.
 * @param {{ NODE_ENV?: string; DEMO_MODE?: boolean }} env DEMO_MODE already parsed
 * @returns {boolean}
 */
export function isDemoMode({ NODE_ENV, DEMO_MODE }) {
  return DEMO_MODE ?? (NODE_ENV ?? "development") !== "production";
}

/**
 * What `npm start` sets DEMO_MODE to when it is unset: a fresh machine has neither real mail nor
 * real payments, and production without them would refuse to start.
 * @param {Record<string, string | undefined>} env
 * @returns {string | undefined} "1", or undefined to leave DEMO_MODE as it is
 */
export function demoModeForStart(env) {
  if (env.DEMO_MODE !== undefined && env.DEMO_MODE !== "") return undefined;
  return env.SMTP_URL && env.STRIPE_SECRET_KEY ? undefined : "1";
}
