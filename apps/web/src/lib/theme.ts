import { useSyncExternalStore } from 'react';

export type TThemeChoice = 'light' | 'dark';
const THEME_KEY = 'theme';
const listeners = new Set<() => void>();

function systemPrefersDark(): boolean {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

/** The remembered choice, or null while the app still follows the system. */
export function storedTheme(): TThemeChoice | null {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

export function isDark(): boolean {
  return document.documentElement.classList.contains('dark');
}

function paint(dark: boolean): void {
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  for (const listener of listeners) listener();
}

/** Remembers `choice` ('system' forgets it) and repaints at once. */
export function setTheme(choice: TThemeChoice | 'system'): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, choice);
  } catch {
    // ignore unavailable storage
  }
  paint(choice === 'system' ? systemPrefersDark() : choice === 'dark');
}

export function toggleTheme(): void {
  setTheme(isDark() ? 'light' : 'dark');
}

/** Follows system changes while the user has not chosen. */
export function watchSystemTheme(): void {
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener('change', (event) => {
    if (!storedTheme()) paint(event.matches);
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDarkMode(): boolean {
  return useSyncExternalStore(subscribe, isDark, () => false);
}

export function useThemeChoice(): TThemeChoice | 'system' {
  useDarkMode();
  return storedTheme() ?? 'system';
}
