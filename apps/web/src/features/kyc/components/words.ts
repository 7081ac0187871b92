import type { TKycDocumentType, TKycPart } from '@haat/shared/trust/kyc-schemas';
import { useTranslation } from '../../../lib/i18n.ts';
import { languageInfo } from '../../../lib/languages.ts';

/** `a, b and c` in the language's own way (Arabic `،`, Chinese `、`…). */
export function listText(items: readonly string[], language: Parameters<typeof languageInfo>[0]): string {
  try {
    return new Intl.ListFormat(languageInfo(language).tag, { type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

/** The screen's names for documents, parts and reasons (a passport's front is its photo page). */
export function useKycWords() {
  const { t, language } = useTranslation();
  return {
    document: (type: TKycDocumentType) => t(`kyc.document.${type}`),
    part: (part: TKycPart, type?: TKycDocumentType) =>
      t(`kyc.part.${part === 'front' && type === 'passport' ? 'front_passport' : part}`),
    reason: (reason: string) => t(`kyc.reason.${reason}`, { defaultValue: t('kyc.reason.other') }),
    list: (items: readonly string[]) => listText(items, language),
  };
}
