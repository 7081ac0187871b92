import type { TNotification } from '@haat/shared/notifications/schemas';
import { clsx } from 'clsx';
import {
  ArrowDownLeft,
  Banknote,
  Bell,
  ChevronRight,
  CircleCheck,
  CircleX,
  Gift,
  type LucideIcon,
  ShieldAlert,
  ShieldCheck,
  ShoppingBag,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { type TDescribed, useDescribe } from './describe.ts';
import { RelativeTime } from './relative-time.tsx';

const icons: Record<TDescribed['kind'], { icon: LucideIcon; tone: string }> = {
  success: {
    icon: CircleCheck,
    tone: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100',
  },
  rejected: { icon: CircleX, tone: 'bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100' },
  money_in: {
    icon: ArrowDownLeft,
    tone: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100',
  },
  bonus: { icon: Gift, tone: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100' },
  paid_out: { icon: Banknote, tone: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100' },
  staff: { icon: ShieldCheck, tone: 'bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100' },
  order: { icon: ShoppingBag, tone: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100' },
  security: {
    icon: ShieldCheck,
    tone: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100',
  },
  security_alert: {
    icon: ShieldAlert,
    tone: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  },
  other: { icon: Bell, tone: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-200' },
};

/**
 * One notification: icon, wording, reason or note, when, and a "New" label while unread (besides the
 * tint and bold title, so it does not rest on colour). Following its link marks it read; one without a
 * link has a "Mark as read" button under its text instead.
 */
export function NotificationItem({ item, onRead }: { item: TNotification; onRead: (id: string) => void }) {
  const { t } = useTranslation();
  const described = useDescribe()(item);
  const unread = !item.read_at;
  const { icon: Icon, tone } = icons[described.kind];

  const body = (extra?: ReactNode): ReactNode => (
    <>
      <span aria-hidden className={clsx('grid size-10 shrink-0 place-items-center rounded-full', tone)}>
        <Icon className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span
            className={clsx(
              'break-words text-slate-900 dark:text-white',
              unread ? 'font-semibold' : 'font-medium',
            )}
            data-testid="notification-title"
          >
            {described.title}
          </span>
          {unread ? (
            <span
              className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100"
              data-testid="notification-new"
            >
              {t('notifications.new')}
            </span>
          ) : null}
        </span>
        {described.detail ? (
          <span className="block break-words text-sm text-slate-700 dark:text-slate-300">
            {described.detail}
          </span>
        ) : null}
        {described.reason ? (
          <span className="block break-words text-sm text-red-800 dark:text-red-300">
            {t('notifications.reason', { reason: described.reason })}
          </span>
        ) : null}
        {described.note ? (
          <span className="block break-words text-sm text-slate-700 dark:text-slate-300">
            {t('notifications.note', { note: described.note })}
          </span>
        ) : null}
        <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">
          <RelativeTime value={item.created_at} />
          {described.reference ? (
            <span data-testid="notification-reference">
              {' · '}
              {t('wallet.reference_short', { reference: described.reference })}
            </span>
          ) : null}
        </span>
        {extra}
      </span>
    </>
  );

  return (
    <li
      data-testid="notification"
      data-unread={unread ? 'true' : 'false'}
      className={clsx('flex items-start gap-2 rounded-lg', unread && 'bg-emerald-50 dark:bg-emerald-950/40')}
    >
      {described.href ? (
        <Link
          to={described.href}
          onClick={() => {
            if (unread) onRead(item.id);
          }}
          className="flex min-w-0 flex-1 items-start gap-3 rounded-lg p-3 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:hover:bg-slate-800"
        >
          {body()}
          <ChevronRight aria-hidden className="mt-2.5 size-5 shrink-0 text-slate-500 rtl:rotate-180" />
        </Link>
      ) : (
        <div className="flex min-w-0 flex-1 items-start gap-3 p-3">
          {body(
            unread ? (
              <Button size="sm" variant="secondary" className="mt-2" onClick={() => onRead(item.id)}>
                {t('notifications.mark_one')}
              </Button>
            ) : null,
          )}
        </div>
      )}
    </li>
  );
}
