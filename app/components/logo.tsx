import { Link } from "@remix-run/react";

export function Logo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 text-lg font-extrabold tracking-tight"
      aria-label="Infinite home"
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span>Infinite</span>
    </Link>
  );
}
