import { THEME_COLORS, type Theme } from "~/utils/theme";

/** <meta name="theme-color">: the chosen theme's colour, or both with media queries for System. */
export function ThemeColor({ theme }: { theme: Theme }) {
  if (theme !== "system") return <meta name="theme-color" content={THEME_COLORS[theme]} />;
  return (
    <>
      <meta name="theme-color" content={THEME_COLORS.dark} media="(prefers-color-scheme: dark)" />
      <meta name="theme-color" content={THEME_COLORS.light} media="(prefers-color-scheme: light)" />
    </>
  );
}
