// Simple monochrome marks for the five networks of the footer (docs/requirements/site.md#site-layout).
import { useTranslation } from "react-i18next";

const PATHS: Record<string, string> = {
  Facebook: "M14 8h3V4h-3c-2.8 0-4.5 1.9-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.9c0-.6.4-.9 1-.9z",
  Youtube:
    "M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .6 12 31 31 0 0 0 1 16.8a3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-4.8 31 31 0 0 0-.4-4.8zM9.7 15V9l5.9 3-5.9 3z",
  Linkedin:
    "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3V9.5zm7 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.2c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4V9.5z",
  X: "M17.8 3h3.3l-7.2 8.2L22.4 21h-6.6l-5.2-6.8L4.6 21H1.3l7.7-8.8L1 3h6.8l4.7 6.2L17.8 3zm-1.2 16h1.8L6.9 4.9H5l11.6 14.1z",
  Instagram:
    "M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM21.9 7.1c-.1-1.6-.4-3-1.6-4.2S17.7 1.2 16.1 1.1C14.4 1 9.6 1 7.9 1.1 6.3 1.2 4.9 1.5 3.7 2.7S2 5.5 1.9 7.1C1.8 8.8 1.8 15.2 1.9 16.9c.1 1.6.4 3 1.6 4.2s2.6 1.5 4.2 1.6c1.7.1 6.5.1 8.2 0 1.6-.1 3-.4 4.2-1.6s1.5-2.6 1.6-4.2c.1-1.7.1-8.1.2-9.8z",
};

export function SocialIcon({ title }: { title: string }) {
  const d = PATHS[title];
  if (!d) return <span aria-hidden="true">{title.charAt(0)}</span>;
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
      <path d={d} fillRule="evenodd" />
    </svg>
  );
}

export interface SocialLink {
  title: string;
  url: string;
}

export function SocialLinks({ links }: { links: SocialLink[] }) {
  const { t } = useTranslation("site");
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map((l) => (
        <li key={l.title}>
          <a
            href={l.url}
            target="_blank"
            rel="noopener noreferrer"
            className="flex h-10 w-10 items-center justify-center rounded-full border border-white/15 text-white/80 transition hover:border-brand-400 hover:text-white"
          >
            <SocialIcon title={l.title} />
            <span className="sr-only">{t("footer.on", { network: l.title })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
