// "Select your bot" (docs/requirements/dashboard.md#bot-picker): the modal a day or week plan opens
// before checkout. Its bots come from the no-JavaScript picker page's loader, and the carousel
// (swiper) is loaded only when it opens. The bot the user came from (the "Subscription Required"
// dialog's Chat Pass, a chat's Subscribe Now) is chosen already: the picker shows it with its
// Continue button and keeps the list behind "Choose another bot", so nobody is asked for it again.
// A search narrows the list.
import { useFetcher } from "@remix-run/react";
import { lazy, Suspense, useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";
import type { Bot, Plan } from "#contract/api-types";
import { BOT_PICKER_BREAKPOINTS, SKELETONS } from "#contract/constants";
import { COPY } from "#contract/messages";
import { orderBots } from "~/utils/subscription";
import { BotImage } from "./bot-image";
import { Modal } from "./modal";

const BotCarousel = lazy(() => import("./bot-carousel"));

function CarouselSkeleton() {
  const { t } = useTranslation("billing");
  // Six placeholders laid out like the carousel's first breakpoint, so nothing jumps when it loads.
  return (
    <div
      aria-busy="true"
      aria-label={t("picker.loading")}
      className="grid gap-3"
      style={{ gridTemplateColumns: `repeat(${BOT_PICKER_BREAKPOINTS[0]}, minmax(0, 1fr))` }}
    >
      {Array.from({ length: SKELETONS.modal }, (_, i) => (
        <div key={i} className="rounded-xl border border-white/10 p-2" data-testid="bot-picker-skeleton">
          <div className="skeleton aspect-square w-full" />
          <div className="skeleton mx-auto mt-2 h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}

export function BotPicker({
  plan,
  pickerUrl,
  preselectId = null,
  onPick,
  onClose,
}: {
  plan: Plan;
  /** The plain picker page; its loader supplies { bots }. */
  pickerUrl: string;
  /** The bot the user came from, if any. */
  preselectId?: number | null;
  onPick: (bot: Bot) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("billing");
  const m = useMessages();
  const bots = useFetcher<{ bots: Bot[] }>();
  const { load } = bots;
  const [search, setSearch] = useState("");
  const searchId = useId();
  useEffect(() => {
    load(pickerUrl);
  }, [load, pickerUrl]);

  const all = bots.data?.bots;
  const list = useMemo(
    () => (all ? orderBots(all, search, preselectId) : undefined),
    [all, search, preselectId],
  );
  const preselected = all?.find((b) => b.id === preselectId) ?? null;
  const [choosingAnother, setChoosingAnother] = useState(false);
  const chosen = choosingAnother ? null : preselected;
  return (
    <Modal
      title={m(COPY.selectYourBot)}
      description={
        chosen
          ? t("picker.chosen", { plan: plan.name, bot: chosen.name })
          : t("picker.unlocks", { plan: plan.name })
      }
      onClose={onClose}
      // Wide enough for the carousel's five bots at 1240px and up (a 42rem dialog squeezed them).
      size="xl"
      testId="bot-picker"
    >
      {preselected ? (
        <div className="mb-4 flex flex-wrap items-center gap-4" data-testid="picker-chosen">
          {chosen ? (
            <BotImage src={chosen.image} name={chosen.name} className="h-16 w-16 shrink-0 rounded-full" />
          ) : null}
          <button type="button" className="btn-primary flex-1" onClick={() => onPick(preselected)}>
            {t("picker.continueWith", { bot: preselected.name })}
          </button>
          {chosen ? (
            <button type="button" className="btn-ghost" onClick={() => setChoosingAnother(true)}>
              {t("picker.chooseAnother")}
            </button>
          ) : null}
        </div>
      ) : null}
      {chosen ? null : (
        <>
          <div className="mb-4">
            <label htmlFor={searchId} className="sr-only">
              {t("picker.searchLabel")}
            </label>
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t("picker.searchPlaceholder")}
              className="input"
            />
          </div>
          {!list ? (
            <CarouselSkeleton />
          ) : list.length ? (
            <Suspense fallback={<CarouselSkeleton />}>
              {/* A new search starts the carousel over at its first slide. */}
              <BotCarousel
                key={search.trim().toLowerCase()}
                bots={list}
                onPick={onPick}
                selectedId={preselectId}
              />
            </Suspense>
          ) : (
            <p className="py-8 text-center text-white/80">{m(COPY.noBotFound)}</p>
          )}
        </>
      )}
    </Modal>
  );
}
