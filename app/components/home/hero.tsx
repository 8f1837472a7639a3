// The home hero (§2): a muted, looping background video made by the project
// (scripts/make-hero-video.sh), the headline and both buttons.
import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/utils/hydrated";

export const HERO_POSTER = "/media/hero-poster.webp";

/**
 * Plays only for people who have not asked for less motion. Without JavaScript the video still
 * autoplays, except under prefers-reduced-motion, where CSS hides it and the poster stays.
 * With JavaScript there is also a pause button (WCAG 2.2.2: moving content can be stopped).
 */
function HeroVideo() {
  const video = useRef<HTMLVideoElement>(null);
  const hydrated = useHydrated();
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const media = window.matchMedia("(prefers-reduced-motion: reduce)");
    const apply = () => {
      if (media.matches) {
        video.current?.pause();
        setPaused(true);
      }
    };
    apply();
    media.addEventListener("change", apply);
    return () => media.removeEventListener("change", apply);
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
        decoding="async"
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      <video
        ref={video}
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
      {hydrated ? (
        <button
          type="button"
          onClick={toggle}
          aria-pressed={paused}
          className="absolute bottom-4 right-4 z-10 rounded-full border border-white/20 bg-ink-950/70 px-3 py-1.5 text-xs text-white/80 hover:text-white motion-reduce:hidden"
        >
          {paused ? "Play background" : "Pause background"}
        </button>
      ) : null}
    </>
  );
}

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <HeroVideo />
      {/* Keeps the text readable over the brightest frames of the video. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-ink-950/55" />
      <div className="mx-auto flex max-w-4xl flex-col items-center px-6 py-24 text-center sm:py-32">
        <p className="rounded-full border border-white/20 bg-ink-950/40 px-4 py-1 text-sm text-white/85">
          20+ companions, awake when you are
        </p>
        <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">
          Someone to talk to,{" "}
          <span className="bg-gradient-to-r from-brand-300 to-accent-400 bg-clip-text text-transparent">
            any hour of the day
          </span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-white/85">
          Flirty companions, motivating coaches and easy-going friends. Pick a bot and start a private chat in
          seconds.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Link to="/dashboard" className="btn-primary px-7 py-3 text-base">
            Start Chatting
          </Link>
          <Link to="/meet-bots" className="btn-ghost bg-ink-950/40 px-7 py-3 text-base">
            View Bots
          </Link>
        </div>
      </div>
    </section>
  );
}
