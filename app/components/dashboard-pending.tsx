// What the dashboard shows while a client-side navigation loads another of its pages
// (docs/requirements/dashboard.md#dashboard, counts in docs/requirements/api.md#constants): the
// destination's heading and skeletons, laid out like the page itself, in place of the page being
// left. The pages use the same pieces while they load themselves again (a search, a filter, another
// page of results). Without JavaScript every navigation is a full page load, so none of this shows.
import { useLocation, useNavigation, type Location } from "@remix-run/react";
import type { ReactNode } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { SKELETONS } from "#contract/constants";
import { SUBSCRIPTION_PAGE } from "~/utils/subscription";
import { ProfilePending, SettingsPending } from "./account-pending";
import { BotGridSkeleton } from "./bot-card";
import { ChatPanel, MobileListToggle } from "./chat/chat-panels";
import { RecommendedList } from "./chat/recommended-list";
import { PlanGridSkeleton } from "./plan-card";
import { Spinner } from "./spinner";

export const DISCOVER_PAGE = "/dashboard/discover";
export const FAVOURITES_PAGE = "/dashboard/favourites";
const CHAT_PAGE = "/dashboard/chat";
const PROFILE_PAGE = "/dashboard/profile";
const SETTINGS_PAGE = "/dashboard/account-setting";

const pageOf = (pathname: string) => pathname.replace(/(.)\/+$/, "$1");

/** The location a navigation is loading, or null while none is. */
function useLoadingLocation(): Location | null {
  const navigation = useNavigation();
  return navigation.state === "loading" ? navigation.location : null;
}

/** True while a navigation loads `page`, whether from the page itself or from another one. */
export function usePageLoading(page: string) {
  const next = useLoadingLocation();
  return next !== null && pageOf(next.pathname) === page;
}

/** The namespace holding each page's `intro.title` and `intro.text`. */
const INTROS = { discover: "discover", subscription: "billing" } as const;

/** A page's heading and the line under it. */
export function PageIntro({ page }: { page: keyof typeof INTROS }) {
  const { t } = useTranslation(INTROS[page]);
  return (
    <>
      <h2 className="text-2xl font-bold sm:text-3xl">{t("intro.title")}</h2>
      <p className="mt-1 text-white/75">{t("intro.text")}</p>
    </>
  );
}

export function FavouritesHeading() {
  const { t } = useTranslation("dashboard");
  return <h2 className="sr-only">{t("favourites.heading")}</h2>;
}

/** Discover's search form and two rows of category chips (what the chips take on a laptop or a
 * phone alike), at their real heights. */
function DiscoverFiltersSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="mt-6 flex gap-2">
        <div className="skeleton h-12.5 flex-1" />
        <div className="skeleton h-12.5 w-24 rounded-full" />
      </div>
      <div className="mt-5 flex h-21 flex-wrap gap-2 overflow-hidden">
        {Array.from({ length: 16 }, (_, i) => (
          <div key={i} className="skeleton h-9.5 w-24 rounded-full" />
        ))}
      </div>
    </div>
  );
}

/** The chat page's two panes: a spinner for the conversation, the Recommended list's skeleton. */
function ChatPending({ search }: { search: string }) {
  const hasBot = new URLSearchParams(search).has("bot");
  return (
    <div className="group/chat card fill-screen flex overflow-hidden">
      {/* Small screens show the pane the page will open on: the list when no bot is chosen. */}
      <MobileListToggle.Input hydrated checked={!hasBot} onChange={() => undefined} />
      <ChatPanel kind="conversation" hasBot={hasBot}>
        <Spinner className="m-auto h-8 w-8 text-brand-300" />
      </ChatPanel>
      <ChatPanel kind="list" hasBot={hasBot}>
        <RecommendedList bots={[]} currentId={null} loading />
      </ChatPanel>
    </div>
  );
}

const PAGE_WIDTH = "mx-auto w-full max-w-7xl";

/** Each page with a pending view: the wrapper's classes and what goes inside. */
type PendingT = TFunction<["discover", "billing"]>;

const PENDING_VIEWS: Record<string, { className: string; view: (next: Location, t: PendingT) => ReactNode }> =
  {
    [DISCOVER_PAGE]: {
      className: PAGE_WIDTH,
      view: (_, t) => (
        <>
          <PageIntro page="discover" />
          <DiscoverFiltersSkeleton />
          <section aria-label={t("bots")} aria-busy="true" className="mt-8">
            <BotGridSkeleton count={SKELETONS.discover} />
          </section>
        </>
      ),
    },
    [FAVOURITES_PAGE]: {
      className: PAGE_WIDTH,
      view: () => (
        <>
          <FavouritesHeading />
          <BotGridSkeleton count={SKELETONS.favourites} />
        </>
      ),
    },
    [SUBSCRIPTION_PAGE]: {
      className: PAGE_WIDTH,
      view: (_, t) => (
        <>
          <PageIntro page="subscription" />
          <section aria-label={t("billing:plans")} aria-busy="true" className="mt-8">
            <PlanGridSkeleton count={SKELETONS.subscription} narrow />
          </section>
        </>
      ),
    },
    [CHAT_PAGE]: { className: "", view: (next) => <ChatPending search={next.search} /> },
    [PROFILE_PAGE]: { className: "mx-auto max-w-3xl", view: () => <ProfilePending /> },
    [SETTINGS_PAGE]: { className: "mx-auto max-w-4xl", view: () => <SettingsPending /> },
  };

/** The dashboard page a navigation is loading, when it is another page with a pending view. */
function usePendingPage() {
  const { pathname } = useLocation();
  const next = useLoadingLocation();
  const page = next ? pageOf(next.pathname) : null;
  const pending = next && page && page !== pageOf(pathname) ? PENDING_VIEWS[page] : undefined;
  return { next: pending ? next : null, pending };
}

/** The path the dashboard shows: the one being loaded while its pending view stands in for it. */
export function useShownPathname() {
  const { pathname } = useLocation();
  return usePendingPage().next?.pathname ?? pathname;
}

/**
 * The page (`children`, the layout's Outlet), or, while a navigation loads another dashboard page
 * that has a pending view, that view: otherwise the page being left would stay on screen until the
 * new one's data arrives.
 */
export function DashboardPending({ children }: { children: ReactNode }) {
  const { t } = useTranslation(["discover", "billing"]);
  const { next, pending } = usePendingPage();
  if (!next || !pending) return children;
  return (
    <div className={pending.className} aria-busy="true" data-testid="dashboard-pending">
      {pending.view(next, t)}
    </div>
  );
}
