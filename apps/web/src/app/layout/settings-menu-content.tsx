import * as Menu from '@radix-ui/react-dropdown-menu';
import { LayoutDashboard, LogIn, LogOut, Moon, Settings, UserPlus, Wallet } from 'lucide-react';
import { useNavigate } from 'react-router';
import { logout } from '../../features/auth/api/logout.ts';
import { useSession } from '../../features/auth/api/session.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { toggleTheme, useDarkMode } from '../../lib/theme.ts';
import { LanguageChoices } from './language-choices.tsx';
import { triggerClass } from './settings-trigger.ts';

const item =
  'flex min-h-9 cursor-pointer select-none items-center gap-3 rounded-md px-3 py-1.5 text-slate-800 outline-none data-[highlighted]:bg-emerald-100 data-[highlighted]:text-emerald-950 dark:text-slate-100 dark:data-[highlighted]:bg-emerald-900 dark:data-[highlighted]:text-white';

/**
 * The settings menu of spec section 1 (height 380): language (a compact grid of the nine, so
 * everything fits at 360×640), dark mode, account actions.
 * Loaded on first intent (see settings-menu.tsx) to keep Radix out of the start-up bundle; it opens
 * at once when the user clicked before it arrived.
 */
export default function SettingsMenuContent({ initiallyOpen }: { initiallyOpen: boolean }) {
  const { t } = useTranslation();
  const dark = useDarkMode();
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();

  return (
    <Menu.Root
      modal={false}
      defaultOpen={initiallyOpen}
      dir={document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'}
    >
      <Menu.Trigger data-testid="settings-menu-trigger" aria-label={t('menu.open')} className={triggerClass}>
        <Settings aria-hidden className="size-6" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          data-testid="settings-menu"
          // Should the menu ever outgrow its 380 px it scrolls; keep the scroll region keyboard-reachable.
          tabIndex={0}
          aria-label={t('menu.title')}
          style={{ height: 380 }}
          className="z-50 w-72 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          <LanguageChoices signedIn={isAuthenticated} />
          <Menu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <Menu.CheckboxItem
            checked={dark}
            onCheckedChange={() => toggleTheme()}
            onSelect={(event) => event.preventDefault()}
            data-testid="dark-mode-toggle"
            className={item}
          >
            <Moon aria-hidden className="size-4" />
            <span className="flex-1">{t('menu.dark_mode')}</span>
            <span
              aria-hidden
              className={`relative h-5 w-9 rounded-full transition-colors ${dark ? 'bg-emerald-600' : 'bg-slate-400'}`}
            >
              <span
                className={`absolute top-0.5 size-4 rounded-full bg-white transition-all ${dark ? 'start-[1.125rem]' : 'start-0.5'}`}
              />
            </span>
          </Menu.CheckboxItem>
          <Menu.Item className={item} onSelect={() => navigate('/settings')}>
            <Settings aria-hidden className="size-4" />
            {t('nav.settings')}
          </Menu.Item>
          <Menu.Separator className="my-1.5 h-px bg-slate-200 dark:bg-slate-700" />
          {isAuthenticated ? (
            <>
              <Menu.Item className={item} onSelect={() => navigate('/dashboard')}>
                <LayoutDashboard aria-hidden className="size-4" />
                {t('nav.dashboard')}
              </Menu.Item>
              <Menu.Item className={item} data-testid="menu-wallet" onSelect={() => navigate('/wallet')}>
                <Wallet aria-hidden className="size-4" />
                {t('nav.wallet')}
              </Menu.Item>
              <Menu.Item
                className={item}
                data-testid="menu-logout"
                onSelect={async () => {
                  await logout();
                  navigate('/');
                }}
              >
                <LogOut aria-hidden className="size-4" />
                {t('auth.log_out')}
              </Menu.Item>
            </>
          ) : (
            <>
              <Menu.Item className={item} onSelect={() => navigate('/login')}>
                <LogIn aria-hidden className="size-4" />
                {t('auth.sign_in')}
              </Menu.Item>
              <Menu.Item className={item} onSelect={() => navigate('/register')}>
                <UserPlus aria-hidden className="size-4" />
                {t('auth.register')}
              </Menu.Item>
            </>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
