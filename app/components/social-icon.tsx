// Simple monochrome marks for the five networks of the footer (docs/requirements/site.md#site-layout).
import { useTranslation } from "react-i18next";

/** The networks public/social-icons.svg draws (one symbol each, by the lower-case name). */
const NETWORKS = new Set(["facebook", "youtube", "linkedin", "x", "instagram"]);

/**
 * A network's mark from the sprite, a static file the browser caches, so that the marks' drawings
 * are not part of every page's JavaScript; any other link shows its first letter.
 */
export function SocialIcon({ title }: { title: string }) {
  const id = title.toLowerCase();
  if (!NETWORKS.has(id)) return <span aria-hidden="true">{title.charAt(0)}</span>;
  return (
    <svg aria-hidden="true" width="20" height="20" fill="currentColor">
      <use href={`/social-icons.svg#${id}`} />
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
