// A console list's search: a GET form (the query lives in the URL, so results can be linked and
// paged), labelled, with the current words kept in the field.
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export function SearchForm({
  label,
  value,
  placeholder,
}: {
  label: string;
  value: string;
  placeholder?: string;
}) {
  const { t } = useTranslation("admin");
  return (
    <Form method="get" role="search" className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor="admin-search" className="sr-only">
        {label}
      </label>
      <input
        id="admin-search"
        type="search"
        name="search"
        defaultValue={value}
        maxLength={100}
        placeholder={placeholder}
        className="input sm:max-w-md"
      />
      <button type="submit" className="btn-primary px-6">
        {t("ui.search")}
      </button>
    </Form>
  );
}
