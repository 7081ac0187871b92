import * as Menu from '@radix-ui/react-dropdown-menu';
import { saveLanguage } from '../../features/settings/api/save-language.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { LANGUAGES, type TLanguageCode } from '../../lib/languages.ts';
import { useLanguage } from '../../lib/use-page.ts';

const choice =
  'flex min-h-8 cursor-pointer select-none items-center justify-center rounded-md border border-slate-200 px-1 text-sm text-slate-800 outline-none data-[state=checked]:border-emerald-600 data-[state=checked]:bg-emerald-50 data-[state=checked]:font-semibold data-[state=checked]:text-emerald-900 data-[highlighted]:bg-emerald-100 data-[highlighted]:text-emerald-950 dark:border-slate-700 dark:text-slate-100 dark:data-[state=checked]:border-emerald-400 dark:data-[state=checked]:bg-emerald-950 dark:data-[state=checked]:text-emerald-100 dark:data-[highlighted]:bg-emerald-900 dark:data-[highlighted]:text-white';

/**
 * The settings menu's language control: the nine languages as a three-by-three grid, each named in
 * its own script, so the whole menu fits in its 380 px at 360×640 and a language is one tap away
 * (a side submenu has no room beside the menu on a phone). Arrow keys move through them in reading
 * order. A choice is saved to the account when signed in (decision 018).
 */
export function LanguageChoices({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();

  return (
    <div data-testid="language-choices">
      <Menu.Label
        id="menu-language-label"
        className="px-3 pt-1.5 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400"
      >
        {t('menu.language')}
      </Menu.Label>
      <Menu.RadioGroup
        value={lang}
        aria-labelledby="menu-language-label"
        className="grid grid-cols-3 gap-1 px-1 pb-1"
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
            // The menu stays open while the page reloads in the new language.
            onSelect={(event) => event.preventDefault()}
            className={choice}
          >
            {language.nativeName}
          </Menu.RadioItem>
        ))}
      </Menu.RadioGroup>
    </div>
  );
}
