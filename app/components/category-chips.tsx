// Discover's category chips (docs/requirements/dashboard.md#discover): the first 15 on screens
// wider than 500px, otherwise 5; View More (over 10 categories) opens "All Categories"; Reset once
// one is chosen. Everything is a link that carries the filter in the URL, so it all works without
// JavaScript.
import { Link, useLocation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";
import { CATEGORIES_VIEW_MORE_OVER, CATEGORY_CHIPS_NARROW, CATEGORY_CHIPS_WIDE } from "#contract/constants";
import { COPY } from "#contract/messages";
import { withParams } from "~/utils/url";
import { Modal } from "./modal";

const chipClass = (active: boolean) =>
  `inline-flex items-center whitespace-nowrap rounded-full border px-4 py-2 text-sm font-medium transition ${
    active
      ? "border-brand-400 bg-brand-500/30 text-white"
      : "border-white/15 bg-ink-800 text-white/80 hover:border-brand-400/60 hover:text-white"
  }`;

function Chip({ category, selected, onPick }: { category: string; selected: string; onPick?: () => void }) {
  const { search } = useLocation();
  const active = category === selected;
  return (
    <Link
      to={withParams(search, { category, page: null, categories: null })}
      aria-current={active ? "true" : undefined}
      className={chipClass(active)}
      onClick={onPick}
      preventScrollReset
    >
      {category}
    </Link>
  );
}

export function CategoryChips({
  categories,
  selected,
  showAll,
}: {
  categories: string[];
  selected: string;
  /** ?categories=all: the no-JavaScript "All Categories" view. */
  showAll: boolean;
}) {
  const { t } = useTranslation("discover");
  const m = useMessages();
  const { search } = useLocation();
  const [modalOpen, setModalOpen] = useState(false);
  const shown = showAll ? categories : categories.slice(0, CATEGORY_CHIPS_WIDE);
  // View More shows over 10 categories (docs/requirements/dashboard.md#discover); small screens
  // show only 5, so there it appears whenever chips are hidden, or the rest would be out of reach.
  const viewMore =
    categories.length > CATEGORIES_VIEW_MORE_OVER
      ? ""
      : categories.length > CATEGORY_CHIPS_NARROW
        ? "min-[501px]:hidden"
        : null;
  return (
    <nav aria-label={t("categories.label")} className="flex flex-wrap items-center gap-2">
      <ul className="contents">
        {shown.map((category, index) => (
          <li
            key={category}
            // At 500px and below only the first 5 chips fit; View More reaches the rest.
            className={!showAll && index >= CATEGORY_CHIPS_NARROW ? "max-[501px]:hidden" : undefined}
          >
            <Chip category={category} selected={selected} />
          </li>
        ))}
      </ul>
      {viewMore !== null && !showAll ? (
        <Link
          to={withParams(search, { categories: "all" })}
          className={`btn-ghost py-2 ${viewMore}`}
          preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            setModalOpen(true);
          }}
        >
          {t("categories.viewMore")}
        </Link>
      ) : null}
      {selected ? (
        <Link
          to={withParams(search, { category: null, page: null, categories: null })}
          className="btn-ghost py-2"
          preventScrollReset
        >
          {t("categories.reset")}
        </Link>
      ) : null}
      {modalOpen ? (
        <Modal title={m(COPY.allCategories)} onClose={() => setModalOpen(false)} size="lg">
          <ul className="flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category}>
                <Chip category={category} selected={selected} onPick={() => setModalOpen(false)} />
              </li>
            ))}
          </ul>
        </Modal>
      ) : null}
    </nav>
  );
}
