// What Infinite works with (docs/requirements/site.md#home), with "Start Your Journey" to /dashboard.
import { Link } from "@remix-run/react";
import { SectionHeading } from "./section-heading";

const INTEGRATIONS = [
  {
    name: "Your choice of AI engine",
    body: "Replies come from our built-in engine, or from an OpenAI-compatible model the operator connects.",
  },
  { name: "Google sign-in", body: "One tap to create your account, or use your email and a password." },
  {
    name: "Secure card payments",
    body: "Checkout happens at a trusted card payment provider; we never see your card.",
  },
  { name: "Email updates", body: "Verification codes and account notices land straight in your inbox." },
  {
    name: "Any device",
    body: "Phone, tablet or laptop: your chats follow you in the browser you already use.",
  },
  { name: "Fast on any network", body: "Light pages that load quickly, even on a slow mobile connection." },
] as const;

export function Integrations() {
  return (
    <section aria-labelledby="integrations-title" className="relative isolate overflow-hidden py-16">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_center,rgba(168,85,247,0.18),transparent_65%)]"
      />
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="integrations-title"
          eyebrow="Integrations"
          title="Plugged into the tools you trust"
        >
          Infinite connects to proven services for sign-in, payments and AI, so you can simply talk.
        </SectionHeading>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {INTEGRATIONS.map((item) => (
            <li key={item.name} className="card flex items-start gap-4 p-5">
              <span
                aria-hidden="true"
                className="mt-1 h-3 w-3 shrink-0 rounded-full bg-gradient-to-br from-brand-400 to-accent-400"
              />
              <div>
                <h3 className="font-semibold">{item.name}</h3>
                <p className="mt-1 text-sm text-white/75">{item.body}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link to="/dashboard" className="btn-primary px-7 py-3 text-base">
            Start Your Journey
          </Link>
        </div>
      </div>
    </section>
  );
}
