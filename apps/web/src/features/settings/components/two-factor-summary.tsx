import { ShieldCheck, ShieldOff } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSession } from '../../auth/api/session.ts';

/** Settings → Security: whether two-factor sign-in is on, and the way to `/two-factor-setup`. */
export function TwoFactorSummary() {
  const { t } = useTranslation();
  const { user } = useSession();
  const on = !!user?.two_factor_enabled;
  const Icon = on ? ShieldCheck : ShieldOff;
  return (
    <div className="space-y-3" data-testid="two-factor-summary">
      <h3 className="font-semibold">{t('settings.two_factor_title')}</h3>
      <p className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
        <Icon
          aria-hidden
          className={
            on
              ? 'mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400'
              : 'mt-0.5 size-4 shrink-0 text-slate-500 dark:text-slate-400'
          }
        />
        <span>{user ? (on ? t('settings.two_factor_on') : t('settings.two_factor_off')) : null}</span>
      </p>
      <ButtonLink to="/two-factor-setup" variant="secondary" size="sm" data-testid="two-factor-link">
        {on ? t('settings.two_factor_manage') : t('settings.two_factor_set_up')}
      </ButtonLink>
    </div>
  );
}
