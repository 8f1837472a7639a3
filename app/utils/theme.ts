// The colour theme a reader chose: System follows the operating system (prefers-color-scheme),
// Light and Dark override it. Shared by the server (cookie, <html data-theme>) and the switch.

export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

export const isTheme = (value: unknown): value is Theme => THEMES.includes(value as Theme);

/**
 * The page's background in each theme, for <meta name="theme-color"> (the phone's status bar and
 * the installed app's title bar); the same colours as --color-ink-950 in app/tailwind.css.
 */
export const THEME_COLORS = { dark: "#0b0716", light: "#fdfcff" } as const;
