import { Settings } from 'lucide-react';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { triggerClass } from './settings-trigger.ts';

type TMenu = ComponentType<{ initiallyOpen: boolean }>;
let loaded: TMenu | undefined;
let loading: Promise<TMenu> | undefined;

function loadMenu(): Promise<TMenu> {
  loading ??= import('./settings-menu-content.tsx').then((module) => {
    loaded = module.default;
    return loaded;
  });
  return loading;
}

/**
 * The settings menu button. The menu itself (Radix) is fetched on the first sign of intent — hover,
 * focus, touch, click — so the home route stays within its JavaScript budget. A click made before
 * it arrives opens it as soon as it does; keyboard focus moves to the real trigger.
 */
export function SettingsMenu() {
  const { t } = useTranslation();
  const [Menu, setMenu] = useState<TMenu | undefined>(() => loaded);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const keepFocus = useRef(false);

  useEffect(() => {
    if (!Menu || !keepFocus.current) return;
    keepFocus.current = false;
    document.querySelector<HTMLElement>('[data-testid="settings-menu-trigger"]')?.focus();
  }, [Menu]);

  if (Menu) return <Menu initiallyOpen={openOnLoad} />;

  const prepare = () => {
    void loadMenu().then((component) => {
      keepFocus.current = document.activeElement === button.current;
      setMenu(() => component);
    });
  };

  const press = () => {
    setOpenOnLoad(true);
    prepare();
  };

  return (
    <button
      ref={button}
      type="button"
      data-testid="settings-menu-trigger"
      aria-label={t('menu.open')}
      aria-haspopup="menu"
      aria-expanded={false}
      className={triggerClass}
      onPointerEnter={prepare}
      onFocus={prepare}
      onTouchStart={prepare}
      // Pressed before the menu arrived: open it when it does. The press may swap this button for the
      // real trigger before its click fires (the hover that loaded it can finish in between), so the
      // intent is taken at pointer-down; a click covers the keyboard.
      onPointerDown={press}
      onClick={press}
    >
      <Settings aria-hidden className="size-6" />
    </button>
  );
}
