// The date of birth (adults only): a native date input, so it works without JavaScript and brings
// the platform's picker. Its `max` is only a hint; the server judges the age.
import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { latestAdultBirthDate } from "#contract/auth-schemas";
import { MINIMUM_AGE } from "#contract/safety";
import { TextField } from "./forms";

export function BirthDateField({ meta }: { meta: FieldMetadata<string | undefined> }) {
  const { t } = useTranslation("auth");
  return (
    <TextField
      meta={meta}
      label={t("fields.birthDate")}
      type="date"
      autoComplete="bday"
      max={latestAdultBirthDate()}
      hint={t("fields.birthDateHint", { age: MINIMUM_AGE })}
    />
  );
}
