import { useEffect } from 'react';
import { currentLanguage } from './i18n.ts';
import type { TLanguageCode } from './languages.ts';
import { recordTitle } from './render-scope.ts';

/** The active language code (en, bn, ar, sp, …); it only changes with a page reload. */
export function useLanguage(): TLanguageCode {
  return currentLanguage();
}

/** Sets the document title to "<title> · Haat". */
export function useDocumentTitle(title: string): void {
  recordTitle(title ? `${title} · Haat` : 'Haat');
  useEffect(() => {
    document.title = title ? `${title} · Haat` : 'Haat';
  }, [title]);
}
