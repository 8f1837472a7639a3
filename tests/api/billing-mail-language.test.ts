// The plan mails in the member's interface language, like the account mails: a French member's
// receipt and cancellation are French, a Spanish member's failed renewal Spanish, a German member's
// yearly reminder German (dates and amounts written the language's way), and an English member's
// receipt is word for word what it was.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentItem, Receipt } from "../../contract/api-types";
import { TEST_CARDS } from "../../contract/checkout";
import { lastMail } from "../support/accounts";
import { createTestApi, type TestApi } from "../support/api";
import { defined } from "../support/defined";
import { buy } from "../support/subscriptions";
import { createUser, type TestUser } from "../support/users";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const post = (user: TestUser, path: string, json: unknown = {}) =>
  t.call("POST", path, { token: user.token, json });

async function member(lng: string) {
  const user = await createUser(t);
  const res = await t.call("PUT", "/auth/preferences", { token: user.token, json: { ui_language: lng } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return user;
}

async function receiptOf(user: TestUser) {
  const list = await t.call("GET", "/subscription/payments", { token: user.token });
  const [payment] = list.body.data as PaymentItem[];
  const res = await t.call("GET", `/subscription/payments/${defined(payment).id}`, { token: user.token });
  expect(res.status).toBe(200);
  return res.body.data as Receipt;
}

const day = (iso: string, lng: string) =>
  new Date(iso).toLocaleDateString(lng, { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" });

const mails = async (user: TestUser) => {
  const { body } = await t.call("GET", `/dev/outbox?to=${encodeURIComponent(user.email)}`);
  return body.data as { subject: string; text: string; html: string }[];
};

describe("plan mails in the member's language", () => {
  it("an English member's receipt is unchanged, word for word", async () => {
    const user = await member("en");
    await buy(t, user, "month");
    const receipt = await receiptOf(user);
    const mail = defined((await lastMail(t, user.email, "receipt")) ?? undefined, "the receipt");
    const plan = receipt.plan.name;
    const amount = `$${receipt.amount_usd.toFixed(2)}`;
    expect(mail.subject).toBe(`Your Infinite receipt: ${plan}, ${amount}`);
    expect(mail.text).toBe(
      `Thank you: we received ${amount} for your ${plan}.\n\n` +
        `It covers ${day(receipt.period_start, "en-US")} to ${day(receipt.period_end, "en-US")}.\n\n` +
        `You can cancel any time on the Subscription page with "Cancel plan"; you keep your plan until the end of the period you paid for.\n\n` +
        `View your receipt: ${t.config.PUBLIC_URL.replace(/\/$/, "")}${receipt.receipt_url}\n\n— Infinite\n`,
    );
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain("You received this mail because of an action on your Infinite account.");
  });

  it("a French member's receipt and cancellation are French", async () => {
    const user = await member("fr");
    await buy(t, user, "month");
    const receipt = await receiptOf(user);
    const amount = new Intl.NumberFormat("fr", { style: "currency", currency: "USD" }).format(
      receipt.amount_usd,
    );
    const mail = defined((await lastMail(t, user.email, "reçu")) ?? undefined, "the receipt");
    expect(mail.subject).toBe(`Ton reçu Infinite : ${receipt.plan.name}, ${amount}`);
    expect(mail.text).toContain(
      `Merci : nous avons bien reçu ${amount} pour ton forfait ${receipt.plan.name}.`,
    );
    expect(mail.text).toContain(
      `Il couvre la période du ${day(receipt.period_start, "fr")} au ${day(receipt.period_end, "fr")}.`,
    );
    expect(mail.text).toContain("« Résilier le forfait »");
    expect(mail.text).toContain(
      `Voir ton reçu : ${t.config.PUBLIC_URL.replace(/\/$/, "")}${receipt.receipt_url}`,
    );
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain("Tu reçois cet e-mail suite à une action sur ton compte Infinite.");
    expect(mail.text).not.toMatch(
      /Thank you|your receipt|cancel|January|February|March|April|May|June|July|August/,
    );

    expect((await post(user, "/subscription/cancel")).status).toBe(200);
    const cancelled = defined((await lastMail(t, user.email, "résilié")) ?? undefined, "the cancellation");
    expect(cancelled.subject).toBe("Ton forfait Infinite est résilié");
    expect(cancelled.text).toContain(
      `Tu peux continuer à discuter jusqu’au ${day(receipt.period_end, "fr")}.`,
    );
    expect(cancelled.text).toContain("« Reprendre »");
    expect(cancelled.text).not.toContain("cancelled");
  });

  it("a Spanish member's failed renewal is Spanish", async () => {
    const user = await member("es");
    await buy(t, user, "month");
    expect((await post(user, "/subscription/card", { card_number: TEST_CARDS.declined })).status).toBe(200);
    expect((await post(user, "/checkout/local/advance", { days: 31 })).status).toBe(200);
    const mail = defined((await lastMail(t, user.email, "No pudimos")) ?? undefined, "the failed renewal");
    expect(mail.subject).toBe("No pudimos renovar tu plan de Infinite");
    expect(mail.text).toMatch(
      /Tu tarjeta fue rechazada cuando intentamos renovar tu .+ \(\d+,\d\d\sUS\$\)\./,
    );
    expect(mail.text).toMatch(
      /El chat sigue funcionando hasta el \d+ de \p{L}+ de \d{4} a las \d\d:\d\d UTC\./u,
    );
    expect(mail.text).toContain("Actualizar tu tarjeta y pagar: ");
    expect(mail.html).toContain('<html lang="es">');
  });

  it("a German member's yearly reminder is German", async () => {
    const user = await member("de");
    await buy(t, user, "year");
    const res = await post(user, "/checkout/local/advance", { days: 358 });
    expect(res.status).toBe(200);
    const renews = day(res.body.data.subscription.current_period_end as string, "de");
    const mail = defined((await lastMail(t, user.email, "verlängert sich")) ?? undefined, "the reminder");
    expect(mail.subject).toBe(`Dein Infinite-Tarif verlängert sich am ${renews}`);
    expect(mail.text).toMatch(new RegExp(`verlängert sich am ${renews} für \\d+,\\d\\d\\s\\$, abgebucht`));
    expect(mail.text).toContain("„Tarif kündigen“");
    expect((await mails(user)).some((m) => /receipt|renews on/.test(m.subject))).toBe(false);
  });
});
