// An account's standing in the console (verified, operator, banned, under age review) and the ban or
// unban control that fits it. Operators cannot be banned, so they get no control.
import type { AdminUser } from "#contract/admin";
import { NoteAction } from "./note-action";
import { Badge } from "./ui";

type Standing = Pick<
  AdminUser,
  "id" | "name" | "email" | "verified" | "is_admin" | "banned_at" | "age_review_at"
>;

export function UserBadges({ user }: { user: Standing }) {
  return (
    <p className="mt-2 flex flex-wrap gap-2">
      {user.is_admin ? <Badge tone="ok">operator</Badge> : null}
      {user.verified ? null : <Badge>not verified</Badge>}
      {user.banned_at ? <Badge tone="danger">banned</Badge> : null}
      {user.age_review_at ? <Badge tone="warn">age review</Badge> : null}
    </p>
  );
}

export function UserBanAction({ user }: { user: Standing }) {
  if (user.is_admin) return null;
  const who = user.name || user.email;
  return user.banned_at ? (
    <NoteAction key="unban" intent="unban" id={user.id} label={`Unban ${who}`} />
  ) : (
    <NoteAction key="ban" intent="ban" id={user.id} label={`Ban ${who}`} tone="danger" />
  );
}
