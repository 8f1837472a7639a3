import { UNSAFE_RemixContext, useMatches } from "@remix-run/react";
import { useContext, useEffect } from "react";

// Remix's <Scripts /> lists the page's JavaScript as modulepreload links at the end of the body, so a
// browser meets every image of the page first, and on HTTP/1.1's six connections the images go out
// ahead of the code that makes the page work: on a slow network that is a 2 s round trip before it
// becomes interactive (bench/slow-network.ts). The same list in the head starts the code first; the
// browser fetches a module once however many links name it. Like <Scripts />, it renders only
// until the page has hydrated: later pages load their code through the router.
let hydrated = false;

export function ModulePreloads() {
  const context = useContext(UNSAFE_RemixContext);
  const matches = useMatches();
  useEffect(() => {
    hydrated = true;
  }, []);
  if (hydrated || !context) return null;
  const { manifest } = context;
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const match of matches) {
    const route = manifest.routes[match.id];
    for (const file of [...(route?.imports ?? []), ...(route ? [route.module] : [])]) files.add(file);
  }
  return (
    <>
      {[...files].map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
    </>
  );
}
