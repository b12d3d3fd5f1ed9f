export const THEME_CHOICES = ["light", "dark", "system"] as const;
export type ThemePreference = (typeof THEME_CHOICES)[number];

/** A stored value outside the three is treated as light, the default theme. */
export function toThemePreference(value: unknown): ThemePreference {
  return THEME_CHOICES.includes(value as ThemePreference) ? (value as ThemePreference) : "light";
}
