// Personal and Security (docs/requirements/dashboard.md#settings), and Your data (download,
// delete): links (?tab=) on wide screens, a dropdown on mobile. Both work without JavaScript: the
// dropdown is a GET form with a Go button until scripts take over.
import { Form, Link, useNavigate } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/utils/hydrated";

export const SETTINGS_TABS = [
  { id: "personal", label: "tabs.personal" },
  { id: "security", label: "tabs.security" },
  { id: "notifications", label: "tabs.notifications" },
  { id: "data", label: "tabs.data" },
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number]["id"];

export const settingsTabOf = (value: string | null): SettingsTab =>
  SETTINGS_TABS.find((tab) => tab.id === value)?.id ?? "personal";

export function SettingsTabs({ tab }: { tab: SettingsTab }) {
  const { t } = useTranslation("settings");
  const navigate = useNavigate();
  const hydrated = useHydrated();
  return (
    <>
      <nav aria-label={t("tabs.label")} className="hidden gap-2 border-b border-white/10 sm:flex">
        {SETTINGS_TABS.map((s) => (
          <Link
            key={s.id}
            to={`?tab=${s.id}`}
            preventScrollReset
            aria-current={tab === s.id ? "page" : undefined}
            className={`-mb-px border-b-2 px-4 py-3 text-sm font-semibold transition ${
              tab === s.id
                ? "border-brand-400 text-white"
                : "border-transparent text-white/65 hover:text-white"
            }`}
          >
            {t(s.label)}
          </Link>
        ))}
      </nav>
      <Form method="get" className="flex gap-2 sm:hidden">
        <label htmlFor="settings-tab" className="sr-only">
          {t("tabs.select")}
        </label>
        <select
          id="settings-tab"
          name="tab"
          value={tab}
          onChange={(e) => navigate(`?tab=${e.currentTarget.value}`, { preventScrollReset: true })}
          className="input"
        >
          {SETTINGS_TABS.map((s) => (
            <option key={s.id} value={s.id}>
              {t(s.label)}
            </option>
          ))}
        </select>
        {hydrated ? null : (
          <button type="submit" className="btn-ghost">
            {t("tabs.go")}
          </button>
        )}
      </Form>
    </>
  );
}
