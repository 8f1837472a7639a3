import { Link } from "@remix-run/react";
import { COPY } from "#contract/messages";

export function NotFound() {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center"
    >
      <p className="bg-gradient-to-r from-brand-400 to-accent-400 bg-clip-text text-7xl font-black text-transparent">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{COPY.notFoundTitle}</h1>
      <p className="mt-3 text-white/75">{COPY.notFoundBody}</p>
      <Link to="/" className="btn-primary mt-8">
        {COPY.goBackHome}
      </Link>
    </main>
  );
}
