import { useState } from "react";

/**
 * A bot's picture, with a drawn fallback when it is missing or fails to load
 * (docs/requirements/dashboard.md#discover).
 */
export function BotImage({
  src,
  name,
  className = "",
  decorative = false,
}: {
  src: string | null;
  name: string;
  className?: string;
  /** The name is written next to it: hidden from assistive technology (the fallback keeps its initial). */
  decorative?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        role={decorative ? undefined : "img"}
        aria-label={decorative ? undefined : name}
        aria-hidden={decorative || undefined}
        className={`flex items-center justify-center bg-gradient-to-br from-ink-700 to-brand-600/60 text-4xl font-black text-white/90 ${className}`}
      >
        {name.charAt(0)}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={decorative ? "" : name}
      width={256}
      height={256}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`object-cover ${className}`}
    />
  );
}
