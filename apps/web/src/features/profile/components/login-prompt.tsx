import { LogIn } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** What logged-out visitors see in place of personal content. */
export function LoginPrompt() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Card className="text-center" as="div">
      <div className="flex flex-col items-center gap-3 py-4" data-testid="login-prompt">
        <span
          aria-hidden
          className="grid size-14 place-items-center rounded-full bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100"
        >
          <LogIn className="size-7" />
        </span>
        <h2 className="text-lg font-semibold">{t('auth.login_required')}</h2>
        <p className="max-w-sm text-slate-700 dark:text-slate-300">{t('profile.login_prompt')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink to={`/login?redirect=${encodeURIComponent(location.pathname)}`}>
            {t('auth.sign_in')}
          </ButtonLink>
          <ButtonLink to="/register" variant="secondary">
            {t('auth.register')}
          </ButtonLink>
        </div>
      </div>
    </Card>
  );
}
