// The pending views of the account pages: Profile (the summary card and the chat
// history) and Settings (the profile header, the tabs and a panel), shaped like the pages so nothing
// jumps when their data arrives. Shown by DashboardPending while a navigation loads them.

const Bar = ({ className }: { className: string }) => <div className={`skeleton ${className}`} />;
const Bars = ({ count, className }: { count: number; className: string }) =>
  Array.from({ length: count }, (_, i) => <Bar key={i} className={className} />);

/** /dashboard/profile: the summary card with its countdown, then the chat history cards. */
export function ProfilePending() {
  return (
    <div aria-hidden="true" className="space-y-8" data-testid="profile-pending">
      <div className="card overflow-hidden">
        <div className="h-24 bg-white/5" />
        <div className="-mt-12 px-6 pb-6">
          <Bar className="h-24 w-24 rounded-full ring-4 ring-ink-900" />
          <Bar className="mt-3 h-7 w-48" />
          <Bar className="mt-2 h-4 w-56" />
          <div className="mt-4 grid grid-cols-4 gap-2">
            <Bars count={4} className="h-16 rounded-xl" />
          </div>
        </div>
      </div>
      <div className="card p-5 sm:p-6">
        <Bar className="h-6 w-40" />
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <Bars count={4} className="h-18 rounded-xl" />
        </div>
      </div>
    </div>
  );
}

/** /dashboard/account-setting (every tab): the cover and avatar, the tab row, one panel of fields. */
export function SettingsPending() {
  return (
    <div aria-hidden="true" className="space-y-6" data-testid="settings-pending">
      <div className="card overflow-hidden">
        <div className="h-32 bg-white/5 sm:h-40" />
        <div className="-mt-14 flex flex-col gap-4 px-6 pb-6 sm:flex-row sm:items-end">
          <Bar className="h-28 w-28 shrink-0 rounded-full ring-4 ring-ink-900" />
          <div className="space-y-2">
            <Bar className="h-7 w-48" />
            <Bar className="h-4 w-56" />
          </div>
        </div>
      </div>
      <div className="flex gap-2">
        <Bars count={4} className="h-10 w-28 rounded-full" />
      </div>
      <div className="card space-y-4 p-6">
        <Bar className="h-6 w-44" />
        <Bars count={3} className="h-12 w-full" />
      </div>
    </div>
  );
}
