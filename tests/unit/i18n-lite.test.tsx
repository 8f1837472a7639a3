// The browser reads catalogues with our small reader (app/utils/i18n-lite) while the server renders
// with i18next and react-i18next: hydration needs the same strings from both. Every key of every
// catalogue, in every language, with and without values, at several counts, must read the same;
// and Trans must build the same markup.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInstance, type i18n as I18n } from "i18next";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next, Trans as RealTrans } from "react-i18next";
import { describe, expect, it } from "vitest";
import { UI_LANGUAGES } from "../../contract/ui-languages.js";
import { i18nOptions } from "../../app/utils/i18n";
import { LiteI18n } from "../../app/utils/i18n-lite/instance";
import { Trans as LiteTrans } from "../../app/utils/i18n-lite/react";

type Tree = { [key: string]: unknown };
const LOCALES = path.resolve(__dirname, "../../app/locales");
const PLURAL = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 5, 21];

const catalogues = (lng: string): Record<string, Tree> =>
  Object.fromEntries(
    readdirSync(path.join(LOCALES, lng))
      .filter((file) => file.endsWith(".json"))
      .map((file) => [
        file.replace(/\.json$/, ""),
        JSON.parse(readFileSync(path.join(LOCALES, lng, file), "utf8")) as Tree,
      ]),
  );

function leaves(tree: Tree, prefix = ""): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const full = prefix ? `${prefix}.${key}` : key;
    return typeof value === "object" && value !== null ? leaves(value as Tree, full) : [[full, value]];
  });
}

function real(lng: string, resources: Record<string, Tree>): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    ...i18nOptions,
    lng,
    ns: Object.keys(resources),
    resources: { [lng]: resources },
    initImmediate: false,
  });
  return i18n;
}

const lite = (lng: string, resources: Record<string, Tree>) =>
  new LiteI18n({ lng, resources, defaultNS: i18nOptions.defaultNS, load: () => Promise.resolve({}) });

/** A sample for every placeholder the catalogue's texts name, in any language. */
function samples(texts: unknown[]) {
  const names = new Set<string>();
  for (const text of texts)
    if (typeof text === "string") for (const m of text.matchAll(/\{\{\s*([\w.]+)/g)) names.add(m[1]!);
  return Object.fromEntries([...names].map((name) => [name, `«${name}»`]));
}

describe("the browser's catalogue reader reads as i18next", () => {
  for (const lng of UI_LANGUAGES) {
    it(`every key of every namespace in ${lng}`, () => {
      const resources = catalogues(lng);
      const server = real(lng, resources);
      const browser = lite(lng, resources);
      let compared = 0;
      for (const [ns, tree] of Object.entries(resources)) {
        const all = leaves(tree);
        const values = samples(all.map(([, text]) => text));
        const keys = new Set(all.flatMap(([key]) => [key, key.replace(PLURAL, "")]));
        const serverT = server.getFixedT(lng, ns);
        const browserT = browser.getFixedT(ns);
        for (const key of keys) {
          const cases: Record<string, unknown>[] = [
            {},
            values,
            ...COUNTS.map((count) => ({ ...values, count })),
          ];
          for (const options of cases) {
            const expected = serverT(key, options);
            expect(browserT(key, options), `${lng} ${ns}:${key} ${JSON.stringify(options)}`).toBe(expected);
            expect(browser.getFixedT("common")(`${ns}:${key}`, options)).toBe(expected);
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(500);
    });
  }

  it("reads a missing key, a default value, a namespace list and missing values as i18next does", () => {
    const resources = {
      common: { a: { b: "B {{x}} {{y.z}}" }, obj: { c: "C" }, empty: "" },
      other: { only: "Only {{count}}", only_one: "One", only_other: "{{count}} items" },
    };
    const server = real("fr", resources);
    const browser = lite("fr", resources);
    const cases: [string | readonly string[], string, Record<string, unknown>][] = [
      ["common", "missing.key", {}],
      ["common", "missing", { defaultValue: "Fallback {{x}}", x: 1 }],
      ["common", "a.b", { x: null, y: { z: 3 } }],
      ["common", "a.b", { x: undefined }],
      ["common", "obj", {}],
      ["common", "empty", {}],
      [["common", "other"], "only", { count: 1 }],
      [["common", "other"], "only", { count: "1" }],
      ["common", "other:only", { count: 0 }],
      ["common", "only", { ns: "other", count: 3 }],
    ];
    for (const [ns, key, options] of cases)
      expect(browser.getFixedT(ns)(key, options), key).toBe(server.getFixedT("fr", ns)(key, options));
  });

  it("loads a namespace the page did not carry, and switches language with what is on screen", async () => {
    const loaded: string[] = [];
    const browser = new LiteI18n({
      lng: "en",
      resources: { common: { hi: "Hi" } },
      defaultNS: "common",
      load: (lng, ns) => {
        loaded.push(`${lng}/${ns}`);
        return Promise.resolve(catalogues(lng)[ns] ?? { hi: "Salut" });
      },
    });
    let changes = 0;
    browser.subscribe(() => changes++);
    await browser.loadNamespaces(["home", "home"]);
    expect(browser.hasLoadedNamespace("home")).toBe(true);
    await browser.changeLanguage("fr");
    expect(browser.language).toBe("fr");
    expect(loaded).toEqual(["en/home", "fr/common", "fr/home"]);
    expect(changes).toBe(1);
    expect(browser.getFixedT("home")("hero.title")).toBe(real("fr", catalogues("fr")).t("home:hero.title"));
    expect(browser.dir()).toBe("ltr");
  });
});

describe("Trans builds the markup react-i18next builds", () => {
  const markup = {
    sent: "We sent a {{length}}-digit code to <email>{{email}}</email>.",
    sr: "<sr>Chat with </sr>{{name}}",
    count: "Resend in <count>{{seconds}}</count> s",
    code: "Write <code>{{charMacro}}</code> for the character and <code>{{userMacro}}</code> for you.",
    basic: "One<br/>two <strong>three</strong> <i>four</i> <unknown>five</unknown> <strong>{{plan}}</strong>",
    plain: "No markup {{plan}}",
    plural_one: "<strong>{{count}}</strong> bot",
    plural_other: "<strong>{{count}}</strong> bots",
  };
  const components: Record<string, ReactElement> = {
    email: <span className="font-semibold" />,
    sr: <span className="sr-only" />,
    count: <span data-testid="resend-countdown" />,
    code: <code />,
    file: <span className="font-mono" />,
    // Links by name (never a void element's name, such as link, which react-i18next leaves empty):
    // the receipt's, the public pages' and the picture credits'.
    ...Object.fromEntries(
      ["subscription", "privacy", "guidelines", "cc0", "bottts", "lorelei"].map((name) => [
        name,
        <span key={name} data-link={name} />,
      ]),
    ),
  };
  const values = {
    length: 6,
    email: "a&b@example.com",
    name: "Ava <3",
    seconds: 30,
    charMacro: "{{char}}",
    userMacro: "{{user}}",
    plan: "Plus",
    file: "ava.card.json",
  };

  for (const lng of UI_LANGUAGES) {
    it(`renders every key with markup in ${lng}, and the samples`, () => {
      const resources = { ...catalogues(lng), markup };
      const server = real(lng, resources);
      const browser = lite(lng, resources);
      const keys = Object.entries(resources).flatMap(([ns, tree]) =>
        leaves(tree)
          .filter(([, text]) => typeof text === "string" && /<\/?[a-zA-Z0-9]+\s*\/?>/.test(text))
          .map(([key]) => [ns, key.replace(PLURAL, "")] as const),
      );
      expect(keys.length).toBeGreaterThanOrEqual(Object.keys(markup).length - 1);
      for (const [ns, key] of keys)
        for (const count of [undefined, ...COUNTS]) {
          const expected = renderToStaticMarkup(
            <I18nextProvider i18n={server}>
              <RealTrans
                t={server.getFixedT(lng, ns)}
                i18nKey={key}
                values={values}
                components={components}
                count={count}
              />
            </I18nextProvider>,
          );
          const actual = renderToStaticMarkup(
            <LiteTrans
              t={browser.getFixedT(ns)}
              i18nKey={key}
              values={values}
              components={components}
              count={count}
            />,
          );
          expect(actual, `${lng} ${ns}:${key} ${count}`).toBe(expected);
        }
    });
  }
});
