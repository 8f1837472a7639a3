// The call-to-action banner of §2 (home, about, contact): title, description and one button, which
// depends on who is looking: "Meet bots" to /dashboard/discover, or "Get Started Now" to /auth.
import { Link } from "@remix-run/react";
import { useRootData } from "~/root";

export function CtaBanner({
  title = "Your next favourite conversation is waiting",
  description = "Meet companions, coaches and friends who are ready to talk whenever you are.",
  id = "cta",
}: {
  title?: string;
  description?: string;
  id?: string;
}) {
  const signedIn = Boolean(useRootData()?.user);
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="relative isolate overflow-hidden rounded-3xl border border-white/10 bg-gradient-to-br from-brand-600/40 via-ink-800 to-accent-400/30 px-6 py-14 text-center sm:px-16">
        <h2 id={`${id}-title`} className="text-3xl font-bold sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/85">{description}</p>
        <div className="mt-8">
          {signedIn ? (
            <Link to="/dashboard/discover" className="btn-primary px-7 py-3 text-base">
              Meet bots
            </Link>
          ) : (
            <Link to="/auth" className="btn-primary px-7 py-3 text-base">
              Get Started Now
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
