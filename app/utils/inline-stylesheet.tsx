import { createContext, useContext, useState } from "react";

// The app's one stylesheet travels inside the document (docs/decisions/013-inline-stylesheet.md): a
// phone on a slow network would otherwise wait a round trip for it before the first paint, and it
// would take one of the six connections the page's scripts need. The server passes the built CSS in
// through this context; in the browser the context is empty and the text is read back from the
// element the server sent, so hydration matches and a client re-render never drops the styles.
const STYLE_ID = "app-stylesheet";
const InlineStylesheetContext = createContext("");
export const InlineStylesheetProvider = InlineStylesheetContext.Provider;

export function InlineStylesheet() {
  const fromServer = useContext(InlineStylesheetContext);
  const [css] = useState(
    () =>
      fromServer ||
      (typeof document === "undefined" ? "" : (document.getElementById(STYLE_ID)?.textContent ?? "")),
  );
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
