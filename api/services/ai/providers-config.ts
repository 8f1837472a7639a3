// Providers are configuration, models are data (api/db/schema.ts, models). A model names its
// provider; the provider's address and key come from the environment only, never from the database
// or the console: AI_BASE_URL / AI_API_KEY is the provider "default", and AI_PROVIDERS, a JSON list
// of { name, base_url, api_key_env, api }, adds more. `api_key_env` names the variable that holds the
// key, so the list itself holds no secret. `api` is the wire format: "openai" (chat completions,
// ./openai.ts) or "anthropic" (Messages API, ./anthropic.ts).
import { z } from "zod";

export const PROVIDER_APIS = ["openai", "anthropic"] as const;
export type ProviderApi = (typeof PROVIDER_APIS)[number];

/** The provider AI_BASE_URL / AI_API_KEY configure. */
export const DEFAULT_PROVIDER = "default";

export interface ProviderConfig {
  name: string;
  baseUrl: string;
  apiKey?: string;
  api: ProviderApi;
}

const entrySchema = z.object({
  name: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, "must be 1–40 lower-case letters, digits, - or _")
    .refine((n) => n !== DEFAULT_PROVIDER, `"${DEFAULT_PROVIDER}" is AI_BASE_URL's provider`),
  base_url: z.string().url(),
  api_key_env: z
    .string()
    .regex(/^[A-Z_][A-Z0-9_]*$/, "must be the name of an environment variable")
    .optional(),
  api: z.enum(PROVIDER_APIS).default("openai"),
});

/** AI_PROVIDERS read against the environment; a message naming what is wrong when it cannot be. */
export function parseProviders(
  raw: string | undefined,
  env: Record<string, string | undefined>,
): { providers: ProviderConfig[] } | { error: string } {
  if (!raw?.trim()) return { providers: [] };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { error: "AI_PROVIDERS: not valid JSON" };
  }
  const parsed = z.array(entrySchema).max(50).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { error: `AI_PROVIDERS.${issue.path.join(".")}: ${issue.message}` };
  }
  const names = new Set<string>();
  const providers: ProviderConfig[] = [];
  for (const p of parsed.data) {
    if (names.has(p.name)) return { error: `AI_PROVIDERS: "${p.name}" is named twice` };
    names.add(p.name);
    const apiKey = p.api_key_env ? env[p.api_key_env] : undefined;
    if (p.api_key_env && !apiKey)
      return { error: `AI_PROVIDERS: ${p.api_key_env} (the key of "${p.name}") is not set` };
    providers.push({ name: p.name, baseUrl: p.base_url, api: p.api, ...(apiKey ? { apiKey } : {}) });
  }
  return { providers };
}

/** Every configured provider: "default" first when AI_BASE_URL is set. */
export function configuredProviders(config: {
  AI_BASE_URL?: string;
  AI_API_KEY?: string;
  aiProviders: ProviderConfig[];
}): ProviderConfig[] {
  const fromBase: ProviderConfig[] = config.AI_BASE_URL
    ? [
        {
          name: DEFAULT_PROVIDER,
          baseUrl: config.AI_BASE_URL,
          api: "openai",
          ...(config.AI_API_KEY ? { apiKey: config.AI_API_KEY } : {}),
        },
      ]
    : [];
  return [...fromBase, ...config.aiProviders];
}
