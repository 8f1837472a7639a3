import type { ReactNode } from "react";

/** The centred title + intro every home section starts with. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-300">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 text-3xl font-bold sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-3 text-white/75">{children}</p> : null}
    </div>
  );
}
