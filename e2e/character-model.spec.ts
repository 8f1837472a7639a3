// The model a member's own character answers with, chosen in its editor (Advanced), with JavaScript
// on and off. The offline server has no models, so the editor says the demo engine answers; the
// second server (an OpenAI-compatible provider) has its seeded default, plus one an operator adds.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ADULT_BIRTH_DATE, latestCode, signUpByApi } from "./support/auth";
import { createUser, open, signIn, type ApiUser } from "./support/chat-users";
import { press } from "./support/conversations";
import { turnOnByApi } from "./support/two-factor";

async function ownCharacter(request: APIRequestContext, owner: ApiUser, name: string) {
  const res = await request.post("/api/v1/characters", {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { name, category: "Mystery", first_mes: "Hello, {{user}}." },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

async function openAdvanced(page: Page, id: number) {
  await open(page, `/dashboard/characters/${id}/edit`);
  await press(page.locator("summary", { hasText: "Advanced" }));
}

test("with only the offline engine, the editor says so and offers no model", async ({ page, request }) => {
  const owner = await createUser(request, "Owner");
  const id = await ownCharacter(request, owner, "Demo Dana");
  await signIn(page, owner);
  await openAdvanced(page, id);
  await expect(page.getByText("Replies come from the demo engine")).toBeVisible();
  await expect(page.getByLabel("Model", { exact: true })).toHaveCount(0);
});

test.describe("with models", () => {
  test.use({ baseURL: `http://localhost:${Number(process.env.E2E_PORT ?? 3210) + 2}` });

  /** An operator of the second server (an ADMIN_EMAILS address kept for one-off operators there). */
  async function operatorToken(request: APIRequestContext, project: string) {
    const email = `setup-${project}@e2e.test`;
    await signUpByApi(request, {
      first_name: "Opal",
      last_name: "Operator",
      email,
      password: "correct-horse-1",
      birth_date: ADULT_BIRTH_DATE,
    });
    const verified = await request.post("/api/v1/verify/otp", {
      data: { otp: await latestCode(request, email), email },
    });
    expect(verified.ok(), await verified.text()).toBe(true);
    const token = ((await verified.json()) as { data: { token: string } }).data.token;
    await turnOnByApi(request, token);
    return token;
  }

  test("a member picks an active model, sees a refusal next to the field, and goes back to the default", async ({
    page,
    request,
  }, info) => {
    const admin = { Authorization: `Bearer ${await operatorToken(request, info.project.name)}` };
    const modelName = `Pick ${info.project.name}`;
    const made = await request.post("/api/v1/admin/models", {
      headers: admin,
      data: {
        name: modelName,
        provider: "default",
        model: "pick-model",
        context_tokens: 4096,
        max_output_tokens: 256,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const modelId = ((await made.json()) as { data: { id: number } }).data.id;
    const setActive = async (active: boolean) =>
      expect(
        (await request.patch(`/api/v1/admin/models/${modelId}`, { headers: admin, data: { active } })).ok(),
      ).toBe(true);

    const owner = await createUser(request, "Owner");
    const id = await ownCharacter(request, owner, "Model Mo");
    await signIn(page, owner);
    await openAdvanced(page, id);
    const select = page.getByLabel("Model", { exact: true });
    await expect(select).toHaveValue("");
    await expect(select.locator("option:checked")).toHaveText("Default model");
    await expect(select.locator("option", { hasText: "(the default)" })).toHaveCount(1);

    // Turned off while the form is open: refused next to the field, nothing saved.
    await setActive(false);
    await select.selectOption({ label: modelName });
    await press(page.getByRole("button", { name: "Save changes" }));
    await expect(page.getByText("Choose one of the active models.")).toBeVisible();
    await expect(page.getByLabel("Model", { exact: true })).toHaveAttribute("aria-invalid", "true");

    await setActive(true);
    await openAdvanced(page, id);
    await page.getByLabel("Model", { exact: true }).selectOption({ label: modelName });
    await press(page.getByRole("button", { name: "Save changes" }));
    await expect(page).toHaveURL(/\/dashboard\/characters$/);
    await openAdvanced(page, id);
    await expect(page.getByLabel("Model", { exact: true })).toHaveValue(String(modelId));

    await page.getByLabel("Model", { exact: true }).selectOption("");
    await press(page.getByRole("button", { name: "Save changes" }));
    await expect(page).toHaveURL(/\/dashboard\/characters$/);
    await openAdvanced(page, id);
    await expect(page.getByLabel("Model", { exact: true })).toHaveValue("");
  });
});
