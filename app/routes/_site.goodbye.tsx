// Where a deleted account lands (Settings → Delete my account): the session is already gone.
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { ACCOUNT_COPY } from "#contract/account";
import { PageHero } from "~/components/page-hero";
import { seoMeta } from "~/utils/seo";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Goodbye",
    description: "Your Infinite account has been deleted.",
    path: "/goodbye",
    noIndex: true,
  });

export default function Goodbye() {
  return (
    <main id="main">
      <PageHero className="pb-24">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{ACCOUNT_COPY.deleted}</h1>
        <p className="mt-6 text-lg text-white/85">
          Your profile, chats, favourites, notifications, reports and photos are gone, every device is signed
          out, and a running subscription was cancelled. Thank you for the time you spent with us.
        </p>
        <p className="mt-4 text-white/70">
          If you ever want to come back, you are welcome to create a new account.
        </p>
        <p className="mt-10">
          <Link to="/" className="btn-primary px-8 py-3">
            Back to the home page
          </Link>
        </p>
      </PageHero>
    </main>
  );
}
