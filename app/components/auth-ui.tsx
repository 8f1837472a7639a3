// Pieces every auth screen shares: the heading block, the "or" divider, the Google button.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";
import { useRootData } from "~/root";
import { COPY } from "#contract/messages";

export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-8 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      {children ? <div className="mt-2 text-sm text-white/70">{children}</div> : null}
    </div>
  );
}

/** "Sign in with Google", shown only when Google sign-in is configured (root `googleEnabled`). */
export function GoogleSignIn() {
  const root = useRootData();
  const { t } = useTranslation("auth");
  const m = useMessages();
  if (!root?.googleEnabled) return null;
  return (
    <>
      <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wider text-white/50">
        <span className="h-px flex-1 bg-white/15" />
        {t("google.or")}
        <span className="h-px flex-1 bg-white/15" />
      </div>
      {/* A plain link: the OAuth hop leaves the site, so it is a document navigation anyway. */}
      <a href="/auth/google" className="btn-ghost w-full py-3">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
          <path
            fill="#4285F4"
            d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z"
          />
          <path
            fill="#34A853"
            d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
          />
          <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8z" />
          <path
            fill="#EA4335"
            d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
          />
        </svg>
        {m(COPY.signInWithGoogle)}
      </a>
    </>
  );
}
