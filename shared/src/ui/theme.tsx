import { formatThemeCookie, readThemeCookie, type Theme } from '@chalein/shared/lib/theme-cookie';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export const THEME_STORAGE_KEY = 'chalein-theme';

interface ThemeContextValue {
  theme: Theme;
  toggleTheme: () => void;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function readStoredTheme(): Theme {
  const fromCookie = readThemeCookie(typeof document === 'undefined' ? undefined : document.cookie);
  if (fromCookie) return fromCookie;
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    // storage can be blocked (private mode, strict settings): fall back to the default
    return 'light';
  }
}

function writeThemeCookie(theme: Theme): void {
  // the cookie carries the choice to the server, which writes it into the HTML: dark from the first paint
  document.cookie = formatThemeCookie(theme);
}

/**
 * The one theme of the site (default light, remembered across visits). The shell provides it; remotes read it
 * through the same context because `@chalein/shared` is a federation singleton.
 */
export function ThemeProvider({ children, initialTheme }: { children: ReactNode; initialTheme?: Theme }) {
  // A server-rendered page starts in the theme its HTML was rendered in (from the cookie, or light), so hydration
  // matches; a choice kept only in this browser's storage is applied right after.
  const [theme, setTheme] = useState<Theme>(() => initialTheme ?? readStoredTheme());

  useEffect(() => {
    // deliberately after hydration: the first render must match the server's HTML, and only then may the
    // browser's own stored choice change it (once)
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (initialTheme !== undefined) setTheme(readStoredTheme());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after the first render
  }, []);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme;
    writeThemeCookie(theme);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // not remembered here; the cookie still carries it
    }
  }, [theme]);

  const toggleTheme = useCallback(() => setTheme((current) => (current === 'dark' ? 'light' : 'dark')), []);
  const value = useMemo(() => ({ theme, toggleTheme, setTheme }), [theme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
