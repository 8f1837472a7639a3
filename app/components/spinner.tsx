export function Spinner({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg aria-hidden="true" className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** Covers the page while something app-wide is pending (logout, docs/requirements/site.md#site-layout). */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div
      role="alert"
      aria-busy="true"
      className="fixed inset-0 z-[150] flex items-center justify-center bg-ink-950/80 backdrop-blur-sm"
    >
      <Spinner className="h-10 w-10 text-brand-300" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
