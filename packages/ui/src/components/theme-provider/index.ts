export { ThemeProvider, useTheme, type ThemeProviderProps, type ThemeState } from "./theme-provider.js";
export {
  THEMES,
  THEME_SCRIPT,
  THEME_SCRIPT_HASH,
  THEME_STORAGE_KEY,
  ThemeScript,
  type Theme,
  type ThemeScriptProps,
} from "./theme-script.js";
