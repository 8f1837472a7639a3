// How It Works (docs/requirements/site.md#how-it-works): three steps, then "Start now" (signed in)
// or "Get Started Now" (visitors).
import { StartButton } from "../cta-banner";
import { SectionHeading } from "./section-heading";

const STEPS = [
  {
    title: "Sign in or sign up",
    body: "Create your account with your email or Google in under a minute.",
  },
  {
    title: "Choose a bot",
    body: "Browse companions, coaches and friends, filter by category and star your favourites.",
  },
  {
    title: "Chat anytime",
    body: "Say hello and keep talking, day or night. Your history is saved for next time.",
  },
] as const;

export function HowItWorks({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading id="how-title" eyebrow="How It Works" title="Three steps to your first chat" />
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, i) => (
          <li key={step.title} className="card relative p-6">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-400 font-bold"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-lg font-bold">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm text-white/75">{step.body}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 text-center">
        <StartButton signedIn={signedIn} signedInLabel="Start now" />
      </div>
    </section>
  );
}
