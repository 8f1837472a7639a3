/**
 * The user's photo, or the first letter of their first name on a gradient
 * (docs/requirements/site.md#site-layout).
 */
export function UserAvatar({
  user,
  size = 40,
}: {
  user: { first_name: string; avatar: string | null };
  size?: number;
}) {
  const style = { width: size, height: size };
  if (user.avatar) {
    return <img src={user.avatar} alt="" style={style} className="shrink-0 rounded-full object-cover" />;
  }
  return (
    <span
      aria-hidden="true"
      style={{ ...style, fontSize: size * 0.45 }}
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-400 font-bold uppercase text-white"
    >
      {user.first_name.trim().charAt(0) || "?"}
    </span>
  );
}
