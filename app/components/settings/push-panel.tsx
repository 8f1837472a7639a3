// Settings → Notifications → "Notify me on this device". With JavaScript: asks the
// browser's permission, subscribes with our VAPID key and registers the device through
// /dashboard/account-setting/push; shows on, off, blocked or unsupported, and turns it off again.
// Without JavaScript there is nothing to subscribe with, so a short note says so instead.
import { useHydrated } from "~/utils/hydrated";
import { usePushDevice, type PushState } from "~/utils/push-device";

const STATE_TEXT: Record<PushState, string> = {
  checking: "Checking this device…",
  unsupported:
    "This browser cannot show notifications from websites. Try another browser, or add Infinite to your home screen first (on iPhone and iPad).",
  blocked:
    "Notifications are blocked for Infinite in this browser. Allow them in the site settings, then come back.",
  off: "Off on this device.",
  on: "On: you get a notification on this device whenever one arrives in your bell.",
};

export function PushPanel() {
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="push-title" className="card p-6">
      <h2 id="push-title" className="text-xl font-bold">
        Notify me on this device
      </h2>
      <p className="mt-2 text-sm text-white/70">
        Get subscription, payment and report updates as notifications on this phone or computer, even when
        Infinite is closed. The bell in the dashboard keeps them too.
      </p>
      {hydrated ? (
        <PushControl />
      ) : (
        <p className="mt-4 text-sm text-white/80" data-testid="push-needs-js">
          Notifications on this device need JavaScript. Turn it on in your browser to set them up.
        </p>
      )}
    </section>
  );
}

function PushControl() {
  const { state, busy, error, turnOn, turnOff } = usePushDevice();
  const canToggle = state === "on" || state === "off";
  return (
    <div className="mt-4 space-y-3">
      <p role="status" className="text-sm text-white/85" data-testid="push-state" data-state={state}>
        {STATE_TEXT[state]}
      </p>
      {canToggle ? (
        <button
          type="button"
          onClick={() => void (state === "on" ? turnOff() : turnOn())}
          disabled={busy}
          aria-busy={busy || undefined}
          className={state === "on" ? "btn-ghost px-6" : "btn-primary px-6"}
        >
          {busy ? "Please wait…" : state === "on" ? "Turn off on this device" : "Turn on for this device"}
        </button>
      ) : null}
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
