// The bell in the reader's language: notices are stored in English and GET /notifications (and
// PATCH /read-notification) answer in Accept-Language, dates written the language's way, the English
// beside them in title_en and message_en; notices stored before the translation read translated too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../api/db/schema";
import { formatWhen } from "../../api/domain/fulfil";
import { notify } from "../../api/domain/notify";
import type { NotificationsData } from "../../contract/api-types";
import { writtenWhen } from "../../contract/written-dates";
import { createTestApi, type TestApi } from "../support/api";
import { botIds, buy, status } from "../support/subscriptions";
import { createUser, type TestUser } from "../support/users";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

async function bell(user: TestUser, lng?: string, method: "GET" | "PATCH" = "GET") {
  const path = method === "GET" ? "/notifications" : "/read-notification";
  const res = await t.call(method, path, {
    token: user.token,
    headers: lng ? { "Accept-Language": lng } : {},
  });
  expect(res.status).toBe(200);
  return res.body as { message: string; message_en?: string; data: NotificationsData };
}

const notice = async (user: TestUser, title: string, lng: string) =>
  (await bell(user, lng)).data.notifications.find((n) => (n.data.title_en ?? n.data.title) === title)?.data;

describe("notifications in the reader's language", () => {
  it("a plan's activation reads in French, the English kept beside it; English readers see it unchanged", async () => {
    const user = await createUser(t);
    await buy(t, user, "month");
    const s = await status(t, user);
    const end = new Date(s.subscription!.current_period_end);
    const plan = s.subscription!.plan_name;

    const english = `Your ${plan} is active until ${formatWhen(end)}.`;
    expect(await notice(user, "Subscription activated", "en-US")).toEqual({
      title: "Subscription activated",
      message: english,
    });
    expect(await notice(user, "Subscription activated", "fr-FR,fr;q=0.9")).toEqual({
      title: "Abonnement activé",
      message: `Ta formule ${plan} est active jusqu’au ${writtenWhen(end, "fr")}.`,
      title_en: "Subscription activated",
      message_en: english,
    });
    expect(writtenWhen(end, "fr")).toMatch(/^\d{1,2} \p{L}+ \d{4} à \d\d:\d\d UTC$/u);
  });

  it("a single pass names its bot in Spanish (the most specific wording wins)", async () => {
    const user = await createUser(t);
    const [bot] = await botIds(t);
    await buy(t, user, "day", bot);
    const s = await status(t, user);
    const end = new Date(s.subscription!.current_period_end);
    const got = await notice(user, "Subscription activated", "es");
    expect(got?.title).toBe("Suscripción activada");
    const { plan_name, bot_name } = s.subscription!;
    expect(got?.message).toBe(
      `Tu ${plan_name} para ${bot_name} está activo hasta el ${writtenWhen(end, "es")}.`,
    );
    expect(got?.message).not.toMatch(/ for | until /);
  });

  it("notices stored before the translation read translated, and marking read answers in the language", async () => {
    const user = await createUser(t);
    const when = new Date(Date.UTC(2026, 5, 5, 14, 3));
    // Written as the API wrote them before notices were translated: English, the date in it.
    await t.services.db.insert(notifications).values([
      {
        userId: user.id,
        title: "Plan renewed",
        message: `Your Monthly Unlimited renewed and runs until ${formatWhen(when)}.`,
      },
      {
        userId: user.id,
        title: "Your report was handled",
        message: "We reviewed your report and removed the bot from Infinite. Thank you for telling us.",
      },
    ]);
    await notify(t.services.db, user.id, "A title nobody catalogued", "Nor its message.");

    const read = await bell(user, "es", "PATCH");
    expect(read.message).toBe("Todas las notificaciones se han marcado como leídas.");
    expect(read.message_en).toBe("All notifications are marked as read.");
    const byEnglish = new Map(read.data.notifications.map((n) => [n.data.title_en ?? n.data.title, n.data]));
    expect(byEnglish.get("Plan renewed")).toMatchObject({
      title: "Plan renovado",
      message: "Tu Monthly Unlimited se ha renovado y dura hasta el 5 de junio de 2026 a las 14:03 UTC.",
    });
    expect(byEnglish.get("Your report was handled")).toMatchObject({
      title: "Tu denuncia se ha revisado",
      message: "Hemos revisado tu denuncia y hemos retirado el bot de Infinite. Gracias por avisarnos.",
    });
    expect(byEnglish.get("A title nobody catalogued")).toMatchObject({
      title: "A title nobody catalogued",
      message: "Nor its message.",
    });

    const french = await bell(user, "fr");
    expect(french.message).toBe("Notifications");
    expect(french.data.notifications.map((n) => n.data.title)).toContain("Formule renouvelée");
    expect(french.data.notifications.map((n) => n.data.message)).toContain(
      "Ta formule Monthly Unlimited a été renouvelée et court jusqu’au 5 juin 2026 à 14:03 UTC.",
    );
    // No language asked: the stored English, with nothing beside it.
    const plain = await bell(user);
    expect(plain.data.notifications.every((n) => n.data.title_en === undefined)).toBe(true);
  });
});
