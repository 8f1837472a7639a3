// Starts Google sign-in: remix-auth stores the OAuth state in the session and redirects to Google.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { googleAuthenticator } from "~/utils/google.server";

export async function loader({ request }: LoaderFunctionArgs) {
  if (!googleAuthenticator) throw new Response("Google sign-in is not configured.", { status: 404 });
  return googleAuthenticator.authenticate("google", request);
}

export async function action(args: ActionFunctionArgs) {
  return loader(args);
}
