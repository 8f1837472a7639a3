// Replace a bot's picture: a multipart form post (works without JavaScript); the API judges the
// bytes, so the accept list is only a hint to the file picker.
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { AdminBot } from "#contract/admin";
import { AVATAR_MAX_BYTES } from "#contract/constants";
import { AVATAR_ACCEPT } from "#contract/uploads";
import { BotImage } from "../bot-image";
import { SubmitButton } from "../forms";
import { Message } from "../message";

export function BotImageForm({
  bot,
  error,
}: {
  bot: Pick<AdminBot, "id" | "name" | "image">;
  error?: string;
}) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formEncType === "multipart/form-data";
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="card flex flex-col gap-4 p-5 sm:flex-row sm:items-center"
    >
      <BotImage src={bot.image} name={bot.name} className="h-20 w-20 shrink-0 rounded-xl" />
      <div className="min-w-0 flex-1">
        <label htmlFor="bot-image" className="mb-1.5 block text-sm font-medium">
          {t("botImage.label")}
        </label>
        <input
          id="bot-image"
          name="image"
          type="file"
          accept={AVATAR_ACCEPT}
          aria-describedby={`bot-image-hint${error ? " bot-image-error" : ""}`}
          aria-invalid={error ? true : undefined}
          className="block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-white/10 file:px-4 file:py-2 file:text-white"
        />
        <p id="bot-image-hint" className="mt-1 text-xs text-white/60">
          {t("botImage.hint", { mb: AVATAR_MAX_BYTES / (1024 * 1024) })}
        </p>
        {error ? (
          <p id="bot-image-error" role="alert" className="field-error">
            <Message text={error} />
          </p>
        ) : null}
      </div>
      <SubmitButton pending={pending} pendingLabel={t("botImage.uploading")} className="btn-ghost px-6">
        {t("botImage.upload")}
      </SubmitButton>
    </Form>
  );
}
