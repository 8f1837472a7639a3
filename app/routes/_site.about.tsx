// About (docs/requirements/site.md#about-page): why we built Infinite, what we hold ourselves to,
// and a call to action to meet the bots.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { CtaBanner } from "~/components/cta-banner";
import { PageHero } from "~/components/page-hero";
import { cacheHeaders, pageCacheHeaders } from "~/utils/cache.server";
import { seoMeta } from "~/utils/seo";

export function loader({ request }: LoaderFunctionArgs) {
  return data(null, { headers: pageCacheHeaders(request) });
}

export const headers = cacheHeaders;

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    path: "/about",
    title: "Why We Built Infinite",
    description:
      "Infinite began with a simple idea: nobody should have to wait until morning for a good conversation. Meet the team's reasons and principles.",
  });

const PRINCIPLES = [
  {
    title: "Characters with heart",
    body: "Every bot is written with its own history, voice and quirks, so talking to one feels like meeting someone, not querying something.",
  },
  {
    title: "Your chats are yours",
    body: "Conversations stay in your account. We never sell them, other people never see them, and you can delete a chat for good whenever you like.",
  },
  {
    title: "Fair and simple pricing",
    body: "Try one bot for a day with a $4.99 Chat Pass before deciding on a plan. No tricks, no surprise renewals on a pass.",
  },
] as const;

const FACTS = [
  { value: "20+", label: "bots to meet" },
  { value: "8+", label: "categories, from romance to learning" },
  { value: "24/7", label: "always someone awake" },
] as const;

export default function About() {
  return (
    <main id="main">
      <PageHero className="pb-12">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-300">About Infinite</p>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-6xl">Why We Built Infinite</h1>
        <p className="mt-6 text-lg text-white/85">
          Good conversation shouldn&apos;t depend on time zones, busy friends or the hour on the clock. We
          built Infinite so there is always someone to talk to: to laugh with, to think out loud with, or to
          help you get going again.
        </p>
      </PageHero>

      <section aria-labelledby="story-title" className="mx-auto max-w-3xl space-y-5 px-6 py-12 text-white/85">
        <h2 id="story-title" className="text-3xl font-bold text-white">
          Our story
        </h2>
        <p>
          It started late one night, with a question nobody was awake to answer. AI models had become good at
          conversation, yet most chat apps felt like a search box with manners. We wanted characters: a flirty
          barista who remembers your order, a coach who notices when you skip a workout, a patient tutor for
          your French, a detective who needs your help with a case.
        </p>
        <p>
          So we wrote them. Each bot on Infinite has a personality, a backstory and a way of speaking, and it
          stays in character from the first hello. New ones join regularly, often suggested by the people who
          chat with them.
        </p>
      </section>

      <section aria-labelledby="facts-title" className="mx-auto max-w-5xl px-6 py-8">
        <h2 id="facts-title" className="sr-only">
          Infinite in numbers
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          {FACTS.map((f) => (
            <div key={f.label} className="card flex flex-col p-6 text-center">
              <dt className="text-sm text-white/75">{f.label}</dt>
              <dd className="order-first text-4xl font-extrabold text-brand-300">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="principles-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="principles-title" className="text-center text-3xl font-bold">
          What we hold ourselves to
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {PRINCIPLES.map((p) => (
            <li key={p.title} className="card p-6">
              <h3 className="text-lg font-bold">{p.title}</h3>
              <p className="mt-2 text-sm text-white/75">{p.body}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link to="/meet-bots" className="btn-ghost">
            Meet the Bots
          </Link>
        </p>
      </section>

      <p className="mx-auto max-w-3xl px-6 pb-8 text-center text-sm text-white/75">
        Bot faces are drawn with{" "}
        <a href="https://www.dicebear.com/styles/lorelei/" className="underline" rel="noopener noreferrer">
          DiceBear&apos;s Lorelei style
        </a>{" "}
        by Lisa Wischofsky, shared under{" "}
        <a
          href="https://creativecommons.org/publicdomain/zero/1.0/"
          className="underline"
          rel="noopener noreferrer license"
        >
          CC0 1.0
        </a>
        ; robots with{" "}
        <a
          href="https://www.dicebear.com/styles/bottts-neutral/"
          className="underline"
          rel="noopener noreferrer"
        >
          DiceBear&apos;s Bottts Neutral style
        </a>{" "}
        by Pablo Stanley.
      </p>

      <CtaBanner
        title="Ready to meet the bots?"
        description="Pick a companion, coach or friend and start your first conversation in seconds."
      />
    </main>
  );
}
