import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageHeader } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useInText } from './in-text.ts';

/** The top of a money form: title, the way back to the wallet, the balance available, and a general error. */
export function MoneyFormHeader({
  title,
  intro,
  icon,
  balance,
  general,
}: {
  title: string;
  intro: string;
  icon: ReactNode;
  /** Shown while the form is in use; undefined once done (or not loaded). */
  balance: number | undefined;
  general: string | undefined;
}) {
  const { t } = useTranslation();
  const inText = useInText();
  return (
    <>
      <PageHeader title={title} subtitle={intro} icon={icon} />
      <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
        <Link to="/wallet" className="font-medium text-emerald-800 underline dark:text-emerald-300">
          {t('wallet.back_to_wallet')}
        </Link>
        {balance !== undefined ? (
          <>
            {' · '}
            <span data-testid="available">{t('wallet.available', { amount: inText.money(balance) })}</span>
          </>
        ) : null}
      </p>
      {general ? (
        <Alert tone="error" className="mb-4">
          {general}
        </Alert>
      ) : null}
    </>
  );
}
