// Members' characters for API tests: a valid create body, creating one, and card files to import.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { bots } from "../../api/db/schema";
import { catalogueChanged } from "../../api/http/read-cache";
import type { TestApi } from "./api";
import type { TestUser } from "./users";

/** A create body that passes every rule. */
export const characterBody = (extra: Record<string, unknown> = {}) => ({
  name: "Mira Vale",
  tagline: "Beekeeper of the hills",
  description: "{{char}} keeps bees on a windy hill.",
  personality: "calm, patient",
  scenario: "{{user}} visits the hives.",
  first_mes: "Hello {{user}}, mind the bees.",
  alternate_greetings: ["Back again, {{user}}?", "The queen is restless today."],
  mes_example: "<START>\n{{user}}: Hi\n{{char}}: Buzz.",
  category: "Friendship",
  tags: ["bees", "gentle"],
  ...extra,
});

/** POST /characters (JSON) that must succeed; answers the created character. */
export async function createCharacter(t: TestApi, user: TestUser, extra: Record<string, unknown> = {}) {
  const res = await t.call("POST", "/characters", { token: user.token, json: characterBody(extra) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as {
    id: number;
    name: string;
    status: string;
    image: string | null;
    created_at: string;
  };
}

/** Sets the operator's review straight in the database (the operator console is not under test). */
export async function setReview(
  t: TestApi,
  id: number,
  reviewStatus: "approved" | "rejected",
  reason?: string,
) {
  await t.services.db
    .update(bots)
    .set({ reviewStatus, reviewReason: reason ?? null })
    .where(eq(bots.id, id));
  catalogueChanged(t.services.db); // as the console's audited() does: the next public read sees it
}

/** A multipart body with one file. */
export function fileForm(
  bytes: Uint8Array,
  name: string,
  fields: Record<string, string> = {},
  field = "file",
) {
  const form = new FormData();
  form.set(field, new File([bytes as Uint8Array<ArrayBuffer>], name));
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

export const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
export const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value), "utf8").toString("base64");

/** Ids GET /bots lists for a search (characters sort after the seeded catalogue, so search by name). */
export async function listedIds(t: TestApi, search: string, token?: string): Promise<number[]> {
  const { body } = await t.call("GET", `/bots?search=${encodeURIComponent(search)}`, { token });
  return body.data.data.map((b: { id: number }) => b.id);
}
