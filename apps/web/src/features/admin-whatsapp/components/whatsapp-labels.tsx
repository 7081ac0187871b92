import type { TWhatsappMethod, TWhatsappStatus } from '@haat/shared/trust/whatsapp-schemas';
import { clsx } from 'clsx';
import { Ban, CircleCheck, CircleX, Clock, KeyRound, MessageSquareText, TimerOff } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';

const STATUS_STYLE: Record<TWhatsappStatus, { icon: typeof Clock; tone: string }> = {
  pending: { icon: Clock, tone: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200' },
  verified: {
    icon: CircleCheck,
    tone: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  },
  rejected: { icon: CircleX, tone: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200' },
  expired: { icon: TimerOff, tone: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200' },
  cancelled: { icon: Ban, tone: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200' },
};

const pill =
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

/** A verification's status as words with an icon (never colour alone). */
export function WhatsappStatusBadge({ status }: { status: TWhatsappStatus }) {
  const { t } = useTranslation();
  const { icon: Icon, tone } = STATUS_STYLE[status];
  return (
    <span className={clsx(pill, tone)} data-testid="status">
      <Icon aria-hidden className="size-3.5" />
      {t(`admin.whatsapp.status.${status}`)}
    </span>
  );
}

/** How the number is being verified: a code sent by WhatsApp, or a reference staff confirm. */
export function MethodBadge({ method }: { method: TWhatsappMethod }) {
  const { t } = useTranslation();
  const Icon = method === 'code' ? KeyRound : MessageSquareText;
  return (
    <span
      className={clsx(pill, 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200')}
      data-testid="method"
    >
      <Icon aria-hidden className="size-3.5" />
      {t(`admin.whatsapp.method.${method}`)}
    </span>
  );
}
