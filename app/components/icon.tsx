// The line-icon frame, apart from the named icons (./icons.tsx): the public pages draw their own
// icons in it, and a module the first visit needs carries every export any page uses from it.
import type { ReactNode } from "react";

/** The shared line-icon frame: 24px grid, stroked in the current text colour. */
export function Icon({ children, className = "h-5 w-5" }: { children: ReactNode; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}
