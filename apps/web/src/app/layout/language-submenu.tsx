import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronRight, Globe } from 'lucide-react';
import { saveLanguage } from '../../features/settings/api/save-language.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { LANGUAGES, languageInfo, type TLanguageCode } from '../../lib/languages.ts';
import { useLanguage } from '../../lib/use-page.ts';

/**
 * The settings menu's language control: one row ("Language · বাংলা") opening a submenu of the nine
 * languages, each named in its own script. Radix gives it the menu keyboard (→ opens, ← closes, ←/→
 * swapped in right-to-left) and `aria-haspopup`. A choice is saved to the account when signed in.
 */
export function LanguageSubmenu({ itemClass, signedIn }: { itemClass: string; signedIn: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const current = languageInfo(lang);

  return (
    <Menu.Sub>
      <Menu.SubTrigger
        data-testid="language-menu"
        className={`${itemClass} data-[state=open]:bg-emerald-100 dark:data-[state=open]:bg-emerald-900`}
      >
        <Globe aria-hidden className="size-4" />
        <span className="flex-1">{t('menu.language')}</span>
        <span lang={current.tag} className="text-sm text-slate-600 dark:text-slate-300">
          {current.nativeName}
        </span>
        <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
      </Menu.SubTrigger>
      <Menu.Portal>
        <Menu.SubContent
          sideOffset={4}
          collisionPadding={8}
          data-testid="language-list"
          aria-label={t('menu.language')}
          className="z-50 max-h-[calc(100vh-1rem)] w-52 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          <Menu.RadioGroup
            value={lang}
            onValueChange={(value) => {
              if (value !== lang) void saveLanguage(value as TLanguageCode, signedIn);
            }}
          >
            {LANGUAGES.map((language) => (
              <Menu.RadioItem
                key={language.code}
                value={language.code}
                lang={language.tag}
                data-testid={`language-${language.code}`}
                className={itemClass}
              >
                <span className="flex-1 text-start">{language.nativeName}</span>
                <Menu.ItemIndicator>
                  <Check aria-hidden className="size-4" />
                </Menu.ItemIndicator>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.SubContent>
      </Menu.Portal>
    </Menu.Sub>
  );
}
