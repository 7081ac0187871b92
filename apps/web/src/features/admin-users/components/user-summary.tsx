import type { TAdminUserDetail } from '@haat/shared/admin/user-schemas';
import { clsx } from 'clsx';
import { BadgeCheck, Ban, IdCard, ShieldCheck, ShoppingBag, Store, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';

function SummaryCard({
  icon,
  title,
  testId,
  wide,
  children,
}: {
  icon: ReactNode;
  title: string;
  testId: string;
  /** Spans the whole row (a list rather than figures). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={clsx('min-w-0', wide && 'sm:col-span-2')} data-testid={testId}>
      <Card className="h-full">
        <h2 className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
          <span className="text-emerald-700 dark:text-emerald-400">{icon}</span>
          {title}
        </h2>
        {children}
      </Card>
    </div>
  );
}

function Figures({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-700 dark:text-slate-300">{label}</dt>
          <dd className="text-end font-semibold tabular-nums text-slate-900 dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What the person has on Haat, one card each: cards, wallet (staff who may see money only), orders,
 * trust (identity, WhatsApp), then their businesses across the row (each to staff's business list).
 */
export function UserSummary({ detail }: { detail: TAdminUserDetail }) {
  const { t, language } = useTranslation();
  const n = (value: number) => formatNumber(value, language);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SummaryCard
        icon={<IdCard aria-hidden className="size-5" />}
        title={t('admin_users.summary.cards')}
        testId="summary-cards"
      >
        <Figures
          rows={[
            [t('admin_users.summary.cards_total'), n(detail.cards.total)],
            [t('admin_users.summary.cards_active'), n(detail.cards.active)],
          ]}
        />
      </SummaryCard>

      {detail.wallet ? (
        <SummaryCard
          icon={<Wallet aria-hidden className="size-5" />}
          title={t('admin_users.summary.wallet')}
          testId="summary-wallet"
        >
          <Figures
            rows={[
              [t('admin_users.summary.balance'), formatMoney(detail.wallet.balance, language)],
              [t('admin_users.summary.held'), formatMoney(detail.wallet.held, language)],
            ]}
          />
        </SummaryCard>
      ) : null}

      <SummaryCard
        icon={<ShoppingBag aria-hidden className="size-5" />}
        title={t('admin_users.summary.orders')}
        testId="summary-orders"
      >
        <Figures
          rows={[
            [t('admin_users.summary.bought'), n(detail.orders.bought)],
            ...(detail.orders.spent === null
              ? []
              : ([[t('admin_users.summary.spent'), formatMoney(detail.orders.spent, language)]] as [
                  string,
                  ReactNode,
                ][])),
            [t('admin_users.summary.sold'), n(detail.orders.sold)],
          ]}
        />
      </SummaryCard>

      <SummaryCard
        icon={<ShieldCheck aria-hidden className="size-5" />}
        title={t('admin_users.summary.trust')}
        testId="summary-trust"
      >
        <Figures
          rows={[
            [t('admin_users.summary.identity'), t(`admin_users.kyc.${detail.kyc.status}`)],
            [t('admin_users.summary.whatsapp'), t(`admin_users.whatsapp.${detail.whatsapp.status}`)],
            [
              t('admin_users.summary.email'),
              detail.user.email_verified ? t('admin_users.summary.yes') : t('admin_users.summary.no'),
            ],
            [
              t('admin_users.summary.two_factor'),
              detail.user.two_factor ? t('admin_users.summary.on') : t('admin_users.summary.off'),
            ],
          ]}
        />
      </SummaryCard>

      <SummaryCard
        wide
        icon={<Store aria-hidden className="size-5" />}
        title={t('admin_users.summary.businesses')}
        testId="summary-businesses"
      >
        {detail.businesses.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('admin_users.summary.no_businesses')}
          </p>
        ) : (
          <ul className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
            {detail.businesses.map((business) => (
              <li key={business.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <Link
                  to={`/admin/businesses?q=${encodeURIComponent(business.slug)}`}
                  className="font-medium text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
                  dir="auto"
                >
                  {business.name}
                </Link>
                {business.kind === 'personal' ? (
                  <span className="text-xs text-slate-600 dark:text-slate-400">
                    {t('admin_users.summary.personal_shop')}
                  </span>
                ) : null}
                {business.verified ? (
                  <span className="inline-flex items-center gap-0.5 text-xs font-semibold text-sky-800 dark:text-sky-300">
                    <BadgeCheck aria-hidden className="size-3.5" />
                    {t('admin_users.summary.verified')}
                  </span>
                ) : null}
                {business.suspended ? (
                  <span className="inline-flex items-center gap-0.5 text-xs font-semibold text-red-800 dark:text-red-300">
                    <Ban aria-hidden className="size-3.5" />
                    {t('admin_users.status.suspended')}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </SummaryCard>
    </div>
  );
}
