// The character pages' error boundary: someone else's private character, or one that was deleted,
// is "not found" (the API answers 404 and nothing more is said); anything else can be retried.
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { CHARACTERS_PAGE } from "~/utils/characters";

export function CharacterErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="card mx-auto my-10 max-w-md p-8 text-center" role="alert">
      <h2 className="text-2xl font-bold">
        {missing ? "Character not found" : "This page could not be opened"}
      </h2>
      <p className="mt-3 text-white/75">
        {missing
          ? "This character does not exist, or it is not yours."
          : "Please try again in a moment. Your characters are safe."}
      </p>
      <Link to={CHARACTERS_PAGE} className="btn-primary mt-6">
        Back to my characters
      </Link>
    </div>
  );
}
