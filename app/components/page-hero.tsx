// The top band of a public page (about, pricing): a purple glow behind centred intro text.
import type { ReactNode } from "react";

export function PageHero({ children, className = "pb-12" }: { children: ReactNode; className?: string }) {
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(168,85,247,0.35),transparent_60%)]"
      />
      <div className={`mx-auto max-w-3xl px-6 pt-24 text-center sm:pt-32 ${className}`}>{children}</div>
    </section>
  );
}
