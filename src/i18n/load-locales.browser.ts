/*
 * Browser stand-in for ./load-locales.ts (vite.config.ts aliases it): nothing is loaded at import.
 * main.tsx awaits `ensureLocale(initialLocale())` (./load.ts) before the first render, and
 * `setLocale` loads a locale on first use, so each dictionary is its own lazy chunk.
 */
export {};
