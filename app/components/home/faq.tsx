// "Frequently Asked Questions" (docs/requirements/site.md#faq): five numbered questions, one open
// at a time, the first open to begin with, and every one can be closed. <details>/<summary> work
// without JavaScript; the shared `name` makes them exclusive in current browsers, and the state
// below does the same with React.
import { useTranslation } from "react-i18next";
import { useState } from "react";
import type { Faq } from "#contract/api-types";

export function FaqSection({ faqs }: { faqs: Faq[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <div className="text-center">
        <h2 id="faq-title" className="text-3xl font-bold sm:text-4xl">
          {t("faq.title")}
        </h2>
        <p className="mt-3 text-white/75">{t("faq.intro")}</p>
      </div>
      <div className="mt-10 space-y-3" data-testid="faq">
        {faqs.map((faq, i) => (
          <details
            key={faq.question}
            name="faq"
            open={openIndex === i}
            // The browser has already toggled the element; keep the state in step with it.
            onToggle={(e) => {
              const isOpen = e.currentTarget.open;
              setOpenIndex((current) => (isOpen ? i : current === i ? null : current));
            }}
            className="card group overflow-hidden open:border-brand-400/50"
          >
            <summary className="flex cursor-pointer list-none items-center gap-4 px-5 py-4 text-left font-semibold hover:bg-white/5 [&::-webkit-details-marker]:hidden">
              <span aria-hidden="true" className="text-sm font-bold tabular-nums text-brand-300">
                {String(i + 1).padStart(2, "0")}
              </span>
              <span className="flex-1">{faq.question}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                width="20"
                height="20"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                className="shrink-0 transition group-open:rotate-180"
              >
                <path d="m6 9 6 6 6-6" />
              </svg>
            </summary>
            <p className="px-5 pb-5 pl-14 text-white/80">{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
