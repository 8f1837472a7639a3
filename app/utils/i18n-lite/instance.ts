// The browser's reader of our catalogues: the few i18next calls the app's components make, with
// i18next's semantics for them, in about 1 KB instead of i18next's 14 KB (decision 017). The server
// renders with the real i18next; tests/unit/i18n-lite.test.ts renders every key of every catalogue
// in every language with both and expects the same strings.

type Bundle = Record<string, unknown>;
type Options = Record<string, unknown> & {
  count?: unknown;
  defaultValue?: unknown;
  ns?: string | readonly string[];
};
export type LiteT = (key: string, options?: Options) => string;

/** Loads one namespace's catalogue in one language (a chunk of its own in the browser). */
export type CatalogueLoader = (lng: string, ns: string) => Promise<Bundle>;

const NS_SEPARATOR = ":";
const KEY_SEPARATOR = ".";
const PLURAL_SEPARATOR = "_";
const PLACEHOLDER = /\{\{(.+?)\}\}/g;

const isObject = (value: unknown): value is Bundle => typeof value === "object" && value !== null;

function pathOf(root: unknown, key: string): unknown {
  let node = root;
  for (const part of key.split(KEY_SEPARATOR)) {
    if (!isObject(node)) return undefined;
    node = node[part];
  }
  return node;
}

/**
 * i18next's interpolation with `escapeValue: false`: a placeholder the options do not name stays
 * as written (skipOnVariables), one they name as undefined or null reads as "".
 */
export function interpolate(text: string, data: Record<string, unknown>, language = "en"): string {
  return text.replace(PLACEHOLDER, (whole, inside: string) => {
    const [name = "", format] = inside.split(",").map((part) => part.trim());
    const path = name;
    const value = pathOf(data, path);
    // "{{count, number}}": i18next's built-in number format (Intl), which it applies to whatever the
    // options hold, a missing value included (Intl reads undefined as NaN).
    if (format === "number") return new Intl.NumberFormat(language).format(value as number);
    if (value === undefined) return Object.hasOwn(data, path) ? "" : whole;
    return value === null ? "" : String(value as string);
  });
}

export class LiteI18n {
  language: string;
  readonly defaultNS: string;
  private readonly store: Record<string, Record<string, Bundle>>;
  private readonly load: CatalogueLoader;
  private readonly listeners = new Set<() => void>();
  private readonly pending = new Map<string, Promise<void>>();
  private plurals?: Intl.PluralRules;

  constructor(options: {
    lng: string;
    defaultNS: string;
    resources: Record<string, Bundle>;
    load: CatalogueLoader;
  }) {
    this.language = options.lng;
    this.defaultNS = options.defaultNS;
    this.store = { [options.lng]: { ...(options.resources as Record<string, Bundle>) } };
    this.load = options.load;
  }

  getResourceBundle(lng: string, ns: string): Bundle | undefined {
    return this.store[lng]?.[ns];
  }

  hasLoadedNamespace(ns: string, lng = this.language) {
    return this.store[lng]?.[ns] !== undefined;
  }

  /** Loads what is missing in the current language; resolves when every namespace is there. */
  loadNamespaces(namespaces: readonly string[], lng = this.language): Promise<void> {
    return Promise.all(
      namespaces
        .filter((ns) => !this.hasLoadedNamespace(ns, lng))
        .map((ns) => {
          const id = `${lng}|${ns}`;
          let loading = this.pending.get(id);
          if (!loading) {
            loading = this.load(lng, ns).then(
              (bundle) => void ((this.store[lng] ??= {})[ns] = bundle),
              // As i18next's backend: a catalogue that failed to load reads as empty (keys show).
              () => void ((this.store[lng] ??= {})[ns] = {}),
            );
            this.pending.set(id, loading);
          }
          return loading;
        }),
    ).then(() => undefined);
  }

  /** Switches language once the namespaces already on screen are loaded in it. */
  async changeLanguage(lng: string) {
    await this.loadNamespaces(Object.keys(this.store[this.language] ?? {}), lng);
    this.language = lng;
    this.plurals = undefined;
    this.listeners.forEach((listener) => listener());
  }

  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Every interface language (contract/ui-languages.js) is written left to right. */
  dir(): "ltr" {
    return "ltr";
  }

  /** A translate function over `namespaces`, looked up in that order (a `ns:` prefix overrides). */
  getFixedT(namespaces: string | readonly string[] = this.defaultNS): LiteT {
    const list = [namespaces].flat();
    const t: LiteT = (fullKey, options = {}) => this.translate(fullKey, options, list);
    return t;
  }

  private translate(fullKey: string, options: Options, namespaces: readonly string[]): string {
    let key = fullKey;
    let nsList = options.ns === undefined ? namespaces : [options.ns].flat();
    const at = key.indexOf(NS_SEPARATOR);
    if (at > 0) {
      nsList = [key.slice(0, at)];
      key = key.slice(at + NS_SEPARATOR.length);
    }
    const found = this.resolve(key, options, nsList);
    // The app asks for strings only (returnObjects is not used): i18next's answer for an object.
    if (isObject(found)) return `key '${key} (${this.language})' returned an object instead of string.`;
    if (typeof found === "string") return interpolate(found, options, this.language);
    if (options.defaultValue !== undefined)
      return interpolate(String(options.defaultValue as string), options, this.language);
    return key;
  }

  /** i18next's lookup order: the `_zero` form for 0, the count's plural form, then the key itself. */
  private resolve(key: string, options: Options, nsList: readonly string[]): unknown {
    const count = options.count;
    const keys = [key];
    if (count !== undefined && typeof count !== "string") {
      this.plurals ??= new Intl.PluralRules(this.language);
      keys.push(`${key}${PLURAL_SEPARATOR}${this.plurals.select(count as number)}`);
      if (count === 0) keys.push(`${key}${PLURAL_SEPARATOR}zero`);
    }
    for (const ns of nsList) {
      const bundle = this.store[this.language]?.[ns];
      for (let i = keys.length - 1; i >= 0; i--) {
        const value = pathOf(bundle, keys[i]!);
        if (value !== undefined && value !== null) return value;
      }
    }
    return undefined;
  }
}
