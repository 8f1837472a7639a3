// The settings header (docs/requirements/dashboard.md#settings): a cover area and the avatar, which
// is the upload control. It is a real multipart form: with JavaScript choosing a file sends it,
// without it an Upload button does.
import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Profile } from "#contract/api-types";
import { AVATAR_ACCEPT } from "#contract/uploads";
import { useHydrated } from "~/utils/hydrated";
import { CameraIcon } from "../icons";
import { Spinner } from "../spinner";
import { UserAvatar } from "../user-avatar";

export function ProfileHeader({ user, tab, error }: { user: Profile; tab: string; error?: string }) {
  const { t } = useTranslation("settings");
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const uploading = navigation.formData?.get("intent") === "avatar";
  const inputId = useId();
  const errorId = useId();
  return (
    <section aria-label={t("header.label")} className="card overflow-hidden">
      <div
        aria-hidden="true"
        className="h-32 bg-gradient-to-r from-brand-600/70 via-brand-500/30 to-accent-400/50 sm:h-40"
      />
      <div className="-mt-14 flex flex-col gap-4 px-6 pb-6 sm:flex-row sm:items-end">
        <Form method="post" encType="multipart/form-data" className="shrink-0">
          <input type="hidden" name="intent" value="avatar" />
          <input type="hidden" name="tab" value={tab} />
          <label
            htmlFor={inputId}
            className="group relative block cursor-pointer rounded-full ring-4 ring-ink-900 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-brand-300"
          >
            <span data-testid="settings-avatar">
              <UserAvatar user={user} size={112} />
            </span>
            <span className="absolute inset-0 flex items-center justify-center rounded-full bg-black/55 opacity-0 transition group-hover:opacity-100 group-focus-within:opacity-100">
              {uploading ? <Spinner className="h-8 w-8" /> : <CameraIcon className="h-8 w-8" />}
            </span>
            <span className="sr-only">{t("header.changePhoto")}</span>
            <input
              id={inputId}
              type="file"
              name="avatar"
              accept={AVATAR_ACCEPT}
              aria-describedby={error ? errorId : undefined}
              className="sr-only"
              onChange={(e) => {
                if (e.currentTarget.files?.length) submit(e.currentTarget.form);
              }}
            />
          </label>
          {hydrated ? null : (
            <button type="submit" className="btn-ghost mt-3 px-4 py-1.5">
              {t("header.upload")}
            </button>
          )}
        </Form>
        <div className="min-w-0 pb-1">
          <h2 className="truncate text-2xl font-bold">
            {user.first_name} {user.last_name}
          </h2>
          <p className="truncate text-white/70">{user.email}</p>
        </div>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="field-error px-6 pb-4">
          {error}
        </p>
      ) : null}
    </section>
  );
}
