// The light or dark theme, one choice for the app's windows: kept on this computer, else the
// system's preference.
export type Theme = "light" | "dark";
export const THEME_KEY = "hexadraft.theme";

/** `value` as a theme, or null when it is none. */
export function asTheme(value: string | null | undefined): Theme | null {
  return value === "light" || value === "dark" ? value : null;
}

/** The theme chosen on this computer, or the system's preference when none was chosen. */
export function savedTheme(): Theme {
  const saved = asTheme(localStorage.getItem(THEME_KEY));
  if (saved) return saved;
  return window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}
