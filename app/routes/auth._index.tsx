// Login (§2: /auth and /auth/login both show it).
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { LoginPage } from "~/components/login-page";
import { loginAction } from "~/utils/login.server";
import { seoMeta } from "~/utils/seo";

export const action = (args: ActionFunctionArgs) => loginAction(args);

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Sign in",
    description:
      "Sign in to Infinite with your email or Google and pick up your chats with your AI companions.",
    path: "/auth",
    noIndex: true,
  });

export default function Login() {
  return <LoginPage lastResult={useActionData<typeof action>()} />;
}
