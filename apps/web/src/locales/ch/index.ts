// This language's catalogues, one lazy chunk per namespace; loaded with the language (lib/i18n.ts).
export const catalogues = import.meta.glob<{ default: unknown }>('./*.json');
