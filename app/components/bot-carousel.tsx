// The bot-selection carousel (docs/requirements/dashboard.md#bot-picker): 2 slides per view, 3 from
// 640px, 4 from 768px, 5 from 1240px, with previous/next buttons. Loaded lazily (React.lazy) so
// swiper's code and CSS reach the browser only when someone opens the picker.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { A11y, Keyboard } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import type { Swiper as SwiperInstance } from "swiper/types";
import "swiper/css";
import type { Bot } from "#contract/api-types";
import { BOT_PICKER_BREAKPOINTS } from "#contract/constants";
import { BotImage } from "./bot-image";

const breakpoints = Object.fromEntries(
  Object.entries(BOT_PICKER_BREAKPOINTS).map(([px, n]) => [Number(px), { slidesPerView: n }]),
);

export default function BotCarousel({
  bots,
  onPick,
  disabled = false,
  selectedId = null,
}: {
  bots: Bot[];
  onPick: (bot: Bot) => void;
  disabled?: boolean;
  /** The bot the user came from: marked, so it is found at a glance. */
  selectedId?: number | null;
}) {
  const { t } = useTranslation("billing");
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: bots.length <= 2 });
  const track = (s: SwiperInstance) => setEdges({ start: s.isBeginning, end: s.isEnd });

  return (
    <div data-testid="bot-carousel">
      <Swiper
        modules={[A11y, Keyboard]}
        slidesPerView={BOT_PICKER_BREAKPOINTS[0]}
        spaceBetween={12}
        breakpoints={breakpoints}
        // The breakpoints are the window's, but in the modal the carousel's own width stops growing
        // at the modal's: a ResizeObserver on it would miss a window widened past 1240px.
        resizeObserver={false}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true }}
        onSwiper={(s) => {
          setSwiper(s);
          track(s);
        }}
        onSlideChange={track}
        onBreakpoint={track}
      >
        {bots.map((bot) => (
          <SwiperSlide key={bot.id}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(bot)}
              className={`group flex w-full flex-col items-center gap-2 rounded-xl border bg-ink-800/70 p-2 text-center transition hover:border-brand-400/70 disabled:opacity-60 ${
                bot.id === selectedId ? "border-brand-400 ring-2 ring-brand-400" : "border-white/10"
              }`}
              aria-label={t("picker.choose", { bot: bot.name })}
              aria-current={bot.id === selectedId ? "true" : undefined}
            >
              <BotImage src={bot.image} name={bot.name} className="aspect-square w-full rounded-lg" />
              <span className="line-clamp-1 text-sm font-semibold">{bot.name}</span>
              <span className="line-clamp-1 text-xs text-brand-300">{bot.character}</span>
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="mt-4 flex justify-center gap-3">
        <button
          type="button"
          className="btn-ghost px-4"
          onClick={() => swiper?.slidePrev()}
          disabled={edges.start}
        >
          <span aria-hidden="true">←</span> {t("picker.previous")}
        </button>
        <button
          type="button"
          className="btn-ghost px-4"
          onClick={() => swiper?.slideNext()}
          disabled={edges.end}
        >
          {t("picker.next")} <span aria-hidden="true">→</span>
        </button>
      </div>
    </div>
  );
}
