import { useTranslation } from "react-i18next";
import { BASE_NAMESPACES, I18N_DATA_ID, type I18nData } from "./i18n";
import { useNonce } from "./nonce";

// The page's catalogues travel inside its document, so the browser hydrates in the same language
// with the same strings at once: no request, no flash. Only the namespaces this page's components
// asked for go in (react-i18next records them as it renders; this renders after the page, at the
// end of the body); pages reached later load theirs on the way (app/entry.client.tsx).

/** In the browser: the block as the server sent it, kept so hydration renders the same bytes. */
const sent =
  typeof document === "undefined" ? "" : (document.getElementById(I18N_DATA_ID)?.textContent ?? "");

/** The JSON made safe inside a <script> element: no "</script>" or "<!--" can appear in it. */
export function scriptSafeJson(value: unknown) {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function I18nData() {
  const { i18n } = useTranslation();
  // Data, never run; it carries the nonce all the page's scripts carry all the same.
  const nonce = useNonce();
  let json = sent;
  if (typeof document === "undefined") {
    const used = new Set<string>([...BASE_NAMESPACES, ...(i18n.reportNamespaces?.getUsedNamespaces() ?? [])]);
    const lng = i18n.language;
    const resources: I18nData["resources"] = {};
    for (const ns of used) {
      const bundle = i18n.getResourceBundle(lng, ns) as Record<string, unknown> | undefined;
      if (bundle) resources[ns] = bundle;
    }
    json = scriptSafeJson({ lng, resources } satisfies I18nData);
  }
  return (
    <script
      id={I18N_DATA_ID}
      type="application/json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
