// The error boundary of the chat pages (the chat, its Memory page): a missing bot or chat (404,
// also someone else's; 410, a bot its creator deleted, with no chat of the user's) is "not found"; anything else can be retried, and nothing the user wrote
// was lost. Each page names what is missing and where to go instead.
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

interface Copy {
  title: string;
  text: string;
}

export function ChatRouteError({
  missing,
  failed,
  back,
}: {
  missing: Copy;
  failed: Copy;
  back: { to: string; label: string };
}) {
  const error = useRouteError();
  const copy =
    isRouteErrorResponse(error) && (error.status === 404 || error.status === 410) ? missing : failed;
  return (
    <div className="card mx-auto my-10 max-w-md p-8 text-center" role="alert">
      <h2 className="text-2xl font-bold">{copy.title}</h2>
      <p className="mt-3 text-white/75">{copy.text}</p>
      <Link to={back.to} className="btn-primary mt-6">
        {back.label}
      </Link>
    </div>
  );
}
