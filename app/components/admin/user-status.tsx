// An account's standing in the console (verified, operator, banned, under age review) and the ban or
// unban control that fits it. Operators cannot be banned, so they get no control.
import { useTranslation } from "react-i18next";
import type { AdminUser } from "#contract/admin";
import { NoteAction } from "./note-action";
import { Badge } from "./ui";

type Standing = Pick<
  AdminUser,
  "id" | "name" | "email" | "verified" | "is_admin" | "banned_at" | "age_review_at"
>;

export function UserBadges({ user }: { user: Standing }) {
  const { t } = useTranslation("admin");
  return (
    <p className="mt-2 flex flex-wrap gap-2">
      {user.is_admin ? <Badge tone="ok">{t("users.badge.operator")}</Badge> : null}
      {user.verified ? null : <Badge>{t("users.badge.notVerified")}</Badge>}
      {user.banned_at ? <Badge tone="danger">{t("users.badge.banned")}</Badge> : null}
      {user.age_review_at ? <Badge tone="warn">{t("users.badge.ageReview")}</Badge> : null}
    </p>
  );
}

export function UserBanAction({ user }: { user: Standing }) {
  const { t } = useTranslation("admin");
  if (user.is_admin) return null;
  const who = user.name || user.email;
  return user.banned_at ? (
    <NoteAction key="unban" intent="unban" id={user.id} label={t("users.unban", { name: who })} />
  ) : (
    <NoteAction key="ban" intent="ban" id={user.id} label={t("users.ban", { name: who })} tone="danger" />
  );
}
