// Personal and Security (docs/requirements/dashboard.md#settings), and Your data (download,
// delete): links (?tab=) on wide screens, a dropdown on mobile. Both work without JavaScript: the
// dropdown is a GET form with a Go button until scripts take over.
import { Form, Link, useNavigate } from "@remix-run/react";
import { useHydrated } from "~/utils/hydrated";

export const SETTINGS_TABS = [
  { id: "personal", label: "Personal" },
  { id: "security", label: "Security" },
  { id: "notifications", label: "Notifications" },
  { id: "data", label: "Your data" },
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number]["id"];

export const settingsTabOf = (value: string | null): SettingsTab =>
  SETTINGS_TABS.find((t) => t.id === value)?.id ?? "personal";

export function SettingsTabs({ tab }: { tab: SettingsTab }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  return (
    <>
      <nav aria-label="Settings sections" className="hidden gap-2 border-b border-white/10 sm:flex">
        {SETTINGS_TABS.map((t) => (
          <Link
            key={t.id}
            to={`?tab=${t.id}`}
            preventScrollReset
            aria-current={tab === t.id ? "page" : undefined}
            className={`-mb-px border-b-2 px-4 py-3 text-sm font-semibold transition ${
              tab === t.id
                ? "border-brand-400 text-white"
                : "border-transparent text-white/65 hover:text-white"
            }`}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      <Form method="get" className="flex gap-2 sm:hidden">
        <label htmlFor="settings-tab" className="sr-only">
          Settings section
        </label>
        <select
          id="settings-tab"
          name="tab"
          value={tab}
          onChange={(e) => navigate(`?tab=${e.currentTarget.value}`, { preventScrollReset: true })}
          className="input"
        >
          {SETTINGS_TABS.map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
        </select>
        {hydrated ? null : (
          <button type="submit" className="btn-ghost">
            Go
          </button>
        )}
      </Form>
    </>
  );
}
