// Safety (/safety): the crisis protocol and the safety rules in plain words, for anyone to read
// before signing up. It says only what the safety layer (api/domain/safety) really does, and quotes
// the crisis resources from the same constant the replies and the chat banner use.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { CRISIS_RESOURCES, MINIMUM_AGE, SAFETY_COPY } from "#contract/safety";
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
    path: "/safety",
    title: "Safety",
    description:
      "How Infinite looks after the people who use it: every bot is an AI, adults only, crisis resources such as 988 and findahelpline.com, breaks, reports, and the limits of it all.",
  });

const LINK = "font-semibold text-brand-300 underline-offset-2 hover:underline";

const LOCAL_LINE_EXAMPLES = [
  "Samaritans on 116 123 in the UK and Ireland",
  "3114 in France",
  "024 in Spain",
  "the TelefonSeelsorge on 0800 111 0 111 in Germany",
  "the CVV on 188 in Brazil",
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-bold text-white sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function Safety() {
  return (
    <main id="main">
      <PageHero className="pb-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-300">Safety</p>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-6xl">Safety on Infinite</h1>
        <p className="mt-6 text-lg text-white/85">
          Every bot on Infinite is an AI character, and Infinite is for adults only. Here is what we do when a
          conversation turns serious, what you will see, and what we cannot do.
        </p>
      </PageHero>

      <div className="mx-auto max-w-3xl space-y-14 px-6 py-12 text-white/85">
        <aside
          aria-labelledby="help-now"
          className="rounded-2xl border border-brand-400/40 bg-brand-600/15 p-6"
          data-testid="crisis-resources"
        >
          <h2 id="help-now" className="text-xl font-bold text-white">
            Need help right now?
          </h2>
          <p className="mt-3 text-lg text-white">{CRISIS_RESOURCES}</p>
        </aside>

        <Section id="ai" title="Every bot is an AI">
          <p>
            The characters you chat with are written by us and answered by software, not by people. Every chat
            says so in its header (&ldquo;{SAFETY_COPY.aiNotice}&rdquo;). Ask a bot whether it is real, human
            or an AI and it tells you it is an AI character; no reply may claim to be a person.
          </p>
          <p>
            Unless the operator of this site has connected an AI model service, the replies come from our
            built-in offline engine, and the chat header says &ldquo;{SAFETY_COPY.demoEngine}&rdquo;. It
            answers in each character&apos;s voice from rules and the character&apos;s description; it is not
            a language model.
          </p>
        </Section>

        <Section id="adults" title={`Adults only (${MINIMUM_AGE}+)`}>
          <p>
            Companion chatbots may not be suitable for some people, and Infinite is for adults only. Sign-up
            asks for your date of birth, and nobody under {MINIMUM_AGE} can create an account.
          </p>
          <p>
            If someone says in a chat that they are under {MINIMUM_AGE}, the bot replies that Infinite is for
            adults only, without flirting, and the account is flagged for review: romance and flirty bots are
            closed to it until the review is done, and the other bots answer with extra care.
          </p>
        </Section>

        <Section id="crisis" title="If a message is about suicide or self-harm">
          <p>
            <strong className="text-white">What we detect.</strong> Every message you send is checked for
            thoughts of suicide, plans or intent to end your life, and self-harm, in English, French, Spanish,
            German and Portuguese, including lowercase, missing punctuation and common misspellings. Everyday
            phrases such as &ldquo;this traffic is killing me&rdquo; are not treated as a crisis.
          </p>
          <p>
            <strong className="text-white">What you see.</strong> Whatever the character, the reply is a
            caring one from the AI: no jokes and no flirting, a plain statement that you are talking to an AI,
            and where to find a real person:
          </p>
          <ul className="list-disc space-y-2 pl-6">
            <li>in the US, call or text 988, the 988 Suicide &amp; Crisis Lifeline, any time;</li>
            <li>anywhere else, findahelpline.com lists free, confidential helplines in your country;</li>
            <li>
              a local line when the language of your message points to one, for example{" "}
              {LOCAL_LINE_EXAMPLES.join(", ")};
            </li>
            <li>in immediate danger, your local emergency number.</li>
          </ul>
          <p>
            The chat also shows a calm banner with the same resources for the next 24 hours. The exchange is
            marked in our records so that we can count how often this happens; nobody is alerted.
          </p>
        </Section>

        <Section id="breaks" title="Taking breaks">
          <p>
            After three hours of continuous chatting, the chat suggests a break: stretch, drink some water,
            maybe message a friend. Your chat will be there when you come back.
          </p>
        </Section>

        <Section id="report" title="Reporting a bot">
          <p>
            If a bot says something inappropriate, offensive, irrelevant or broken, open the menu in the chat
            header and choose <strong className="text-white">Report Bot</strong>. Pick a category and a
            severity, describe what happened and, if it helps, attach a screenshot. Every report is reviewed.
            See our{" "}
            <Link to="/community-guidelines" className={LINK}>
              Community Guidelines
            </Link>{" "}
            for what is not allowed.
          </p>
        </Section>

        <Section id="limits" title="What we cannot do">
          <ul className="list-disc space-y-2 pl-6">
            <li>
              Detection works from patterns of words. It can miss a message written in an unusual way or in
              another language, and it can now and then answer an everyday phrase with care.
            </li>
            <li>
              A bot is not a substitute for professional help, a doctor, a therapist or the people in your
              life.
            </li>
            <li>Nobody watches chats live. If you are in danger, call your local emergency number.</li>
          </ul>
        </Section>

        <Section id="your-data" title="Your conversations">
          <p>
            Your chats are stored with your account so that you can pick up where you left off. You can delete
            a chat from its menu, download everything we keep about you, or delete your account with all its
            chats in <strong className="text-white">Settings → Your data</strong>. Read more in our{" "}
            <Link to="/privacy" className={LINK}>
              Privacy Policy
            </Link>
            .
          </p>
        </Section>
      </div>
    </main>
  );
}
