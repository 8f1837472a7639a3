// Home (§2 "Public pages"): hero, then the Popular Bots grid loaded through the ApiClient.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { Bot, Paged } from "#contract/api-types";
import { POPULAR_BOTS_SHOWN } from "#contract/constants";
import { BotCard } from "~/components/bot-card";
import { useRootData } from "~/root";
import { callApi, dataOrThrow } from "~/utils/api.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const bots = dataOrThrow(await callApi<Paged<Bot>>("/bots", { request, query: { page: 1, per_page: 20 } }));
  return { popular: bots.data.slice(0, POPULAR_BOTS_SHOWN), total: bots.total };
}

export const meta: MetaFunction = () => [
  { title: "Infinite — AI companions, any hour of the day" },
  {
    name: "description",
    content:
      "Chat with 20+ AI companions, coaches and friends. Private chats, new bots added regularly, try one for a day with a $4.99 chat pass.",
  },
];

export default function Home() {
  const { popular, total } = useLoaderData<typeof loader>();
  const signedIn = Boolean(useRootData()?.user);
  return (
    <main id="main">
      <section className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(168,85,247,0.35),transparent_60%),radial-gradient(ellipse_at_bottom_right,rgba(244,114,182,0.25),transparent_55%)]"
        />
        <div className="mx-auto flex max-w-4xl flex-col items-center px-6 py-24 text-center sm:py-32">
          <p className="rounded-full border border-white/15 px-4 py-1 text-sm text-white/80">
            20+ companions, awake when you are
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">
            Someone to talk to,{" "}
            <span className="bg-gradient-to-r from-brand-300 to-accent-400 bg-clip-text text-transparent">
              any hour of the day
            </span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-white/80">
            Flirty companions, motivating coaches and easy-going friends. Pick a bot and start a private chat
            in seconds.
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            <Link to="/dashboard" className="btn-primary px-7 py-3 text-base">
              Start Chatting
            </Link>
            <Link to="/meet-bots" className="btn-ghost px-7 py-3 text-base">
              View Bots
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="popular-bots" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="flex items-end justify-between gap-4">
          <div>
            <h2 id="popular-bots" className="text-3xl font-bold">
              Popular Bots
            </h2>
            <p className="mt-2 text-white/75">The companions people come back to most.</p>
          </div>
          {total > POPULAR_BOTS_SHOWN ? (
            <Link to="/meet-bots" className="btn-ghost">
              View More
            </Link>
          ) : null}
        </div>
        <div className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
          {popular.map((bot) => (
            <BotCard
              key={bot.id}
              bot={bot}
              action={{ to: signedIn ? `/dashboard/chat?bot=${bot.id}` : "/pricing", label: "Chat Now" }}
            />
          ))}
        </div>
      </section>
    </main>
  );
}
