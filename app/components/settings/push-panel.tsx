// Settings → Notifications → "Notify me on this device". With JavaScript: asks the
// browser's permission, subscribes with our VAPID key and registers the device through
// /dashboard/account-setting/push; shows on, off, blocked or unsupported, and turns it off again.
// Without JavaScript there is nothing to subscribe with, so a short note says so instead.
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/utils/hydrated";
import { usePushDevice, type PushState } from "~/utils/push-device";

export function PushPanel() {
  const { t } = useTranslation("settings");
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="push-title" className="card p-6">
      <h2 id="push-title" className="text-xl font-bold">
        {t("push.title")}
      </h2>
      <p className="mt-2 text-sm text-white/70">{t("push.intro")}</p>
      {hydrated ? (
        <PushControl />
      ) : (
        <p className="mt-4 text-sm text-white/80" data-testid="push-needs-js">
          {t("push.needsJs")}
        </p>
      )}
    </section>
  );
}

function PushControl() {
  const { t } = useTranslation("settings");
  const { state, busy, error, turnOn, turnOff } = usePushDevice();
  const canToggle = state === "on" || state === "off";
  return (
    <div className="mt-4 space-y-3">
      <p role="status" className="text-sm text-white/85" data-testid="push-state" data-state={state}>
        {t(`push.states.${state satisfies PushState}`)}
      </p>
      {canToggle ? (
        <button
          type="button"
          onClick={() => void (state === "on" ? turnOff() : turnOn())}
          disabled={busy}
          aria-busy={busy || undefined}
          className={state === "on" ? "btn-ghost px-6" : "btn-primary px-6"}
        >
          {busy ? t("push.wait") : state === "on" ? t("push.turnOff") : t("push.turnOn")}
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
