// Login (/auth and /auth/login both show it: docs/requirements/site.md#routes).
import type { ActionFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { LoginPage, loginMeta } from "~/components/login-page";
import { loginAction, loginLoader } from "~/utils/login.server";

export const loader = loginLoader;

export const action = (args: ActionFunctionArgs) => loginAction(args);

export const meta = loginMeta;

export default function Login() {
  return <LoginPage lastResult={useActionData<typeof action>()} />;
}
