// The home hero (docs/requirements/site.md#home): a muted, looping background video made by the project
// (scripts/make-hero-video.sh), the headline and both buttons.
import { useTranslation } from "react-i18next";
import { Link } from "@remix-run/react";
import { useEffect, useRef, useState, type Ref } from "react";

export const HERO_POSTER = "/media/hero-poster.webp";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** The video element itself; `autoPlay` needs `muted` (and `playsInline` on iOS) to be allowed. */
const Video = ({ videoRef }: { videoRef?: Ref<HTMLVideoElement> }) => (
  <video
    ref={videoRef}
    className="absolute inset-0 -z-20 h-full w-full object-cover motion-reduce:hidden"
    autoPlay
    muted
    loop
    playsInline
    preload="metadata"
    poster={HERO_POSTER}
    aria-hidden="true"
    tabIndex={-1}
    data-testid="hero-video"
  >
    <source src="/media/hero.webm" type="video/webm" />
    <source src="/media/hero.mp4" type="video/mp4" />
  </video>
);

/**
 * The poster paints first (it is the page's largest image); the video joins once the page has
 * loaded, so it never holds up the first paint, and never for people who prefer reduced motion
 * (they are not sent the bytes at all). Without JavaScript the <noscript> copy autoplays, and CSS
 * hides it under prefers-reduced-motion. A pause button meets WCAG 2.2.2 (moving content can stop).
 */
function HeroVideo() {
  const video = useRef<HTMLVideoElement>(null);
  const [mounted, setMounted] = useState(false);
  const [paused, setPaused] = useState(false);
  const { t } = useTranslation("home");

  useEffect(() => {
    const media = window.matchMedia(REDUCED_MOTION);
    if (media.matches) return;
    const start = () => setMounted(true);
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    // Someone who switches to reduced motion while the page is open gets a still picture.
    const onChange = () => {
      if (!media.matches) return;
      video.current?.pause();
      setPaused(true);
    };
    media.addEventListener("change", onChange);
    return () => {
      window.removeEventListener("load", start);
      media.removeEventListener("change", onChange);
    };
  }, []);

  const toggle = () => {
    const v = video.current;
    if (!v) return;
    if (v.paused) {
      // A rejected play() (autoplay policy) just leaves the poster showing.
      v.play().catch(() => setPaused(true));
      setPaused(false);
    } else {
      v.pause();
      setPaused(true);
    }
  };

  return (
    <>
      <img
        src={HERO_POSTER}
        alt=""
        width={1280}
        height={720}
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      <noscript>
        <Video />
      </noscript>
      {mounted ? (
        <>
          <Video videoRef={video} />
          <button
            type="button"
            onClick={toggle}
            aria-pressed={paused}
            className="absolute bottom-4 right-4 z-10 rounded-full border border-white/20 bg-ink-950/70 px-3 py-1.5 text-xs text-white/80 hover:text-white motion-reduce:hidden"
          >
            {paused ? t("hero.playBackground") : t("hero.pauseBackground")}
          </button>
        </>
      ) : null}
    </>
  );
}

export function Hero() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <HeroVideo />
      {/* Keeps the text readable over the brightest frames of the video. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-ink-950/55 light:bg-ink-950/75" />
      <div className="mx-auto flex max-w-4xl flex-col items-center px-6 py-24 text-center sm:py-32">
        <p className="rounded-full border border-white/20 bg-ink-950/40 px-4 py-1 text-sm text-white/85">
          {t("hero.badge")}
        </p>
        <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">
          {t("hero.title")}{" "}
          <span className="bg-gradient-to-r from-brand-300 to-accent-400 bg-clip-text text-transparent">
            {t("hero.titleHighlight")}
          </span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-white/85">{t("hero.intro")}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Link to="/dashboard" className="btn-primary px-7 py-3 text-base">
            {t("hero.startChatting")}
          </Link>
          <Link to="/meet-bots" className="btn-ghost bg-ink-950/40 px-7 py-3 text-base">
            {t("hero.viewBots")}
          </Link>
        </div>
      </div>
    </section>
  );
}
