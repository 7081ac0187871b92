import type { TAdminWhatsappItem } from '@haat/shared/trust/whatsapp-schemas';
import { ChevronDown, History, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import {
  CopyableValue,
  DecisionButtons,
  Fact,
  QueueItem,
  UserContact,
} from '../../admin/components/item-parts.tsx';
import { RelativeTime } from '../../notifications/components/relative-time.tsx';
import { WhatsappHistory } from './whatsapp-history.tsx';
import { MethodBadge, WhatsappStatusBadge } from './whatsapp-labels.tsx';

/**
 * One verification in staff's queue: the person (name, email, phone, any number already verified),
 * the number, the way, the reference to look for in the platform's WhatsApp, sends and the last
 * delivery error, its age; a pending one can be confirmed or rejected, and one by code sent again.
 * "History" opens its timeline in place.
 */
export function WhatsappItem({
  item,
  busy,
  resending,
  resendNote,
  onApprove,
  onReject,
  onResend,
}: {
  item: TAdminWhatsappItem;
  busy: boolean;
  resending: boolean;
  /** What came of "Send a new code" for this item (announced). */
  resendNote: string;
  onApprove: () => void;
  onReject: () => void;
  onResend: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [open, setOpen] = useState(false);
  const pending = item.status === 'pending';
  const context = `${item.user.name} · ${item.phone}`;

  const historyButton = (
    <Button
      size="sm"
      variant="ghost"
      aria-expanded={open}
      aria-controls={`${item.id}-history`}
      onClick={() => setOpen((value) => !value)}
      data-testid="history-toggle"
    >
      <History aria-hidden className="size-4" />
      {t('admin.whatsapp.history')}
      <ChevronDown aria-hidden className={open ? 'size-4 rotate-180' : 'size-4'} />
      <span className="sr-only">{` · ${context}`}</span>
    </Button>
  );

  return (
    <QueueItem id={item.id} testId="whatsapp-item" pending={pending}>
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 basis-40">
          <h3 id={`${item.id}-title`} className="break-words font-semibold text-slate-900 dark:text-white">
            {item.user.name}
            <span className="sr-only">{` · ${item.phone}`}</span>
          </h3>
          <UserContact email={item.user.email} phone={item.user.phone}>
            {item.user.whatsapp_number ? (
              <span className="block text-xs">
                {t('admin.whatsapp.current_number')} <bdi dir="ltr">{item.user.whatsapp_number}</bdi>
              </span>
            ) : null}
          </UserContact>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <WhatsappStatusBadge status={item.status} />
          <MethodBadge method={item.method} />
        </div>
      </div>

      <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-3">
        <Fact label={t('admin.whatsapp.number')} className="shrink-0">
          <CopyableValue
            value={item.phone}
            copyLabel={t('admin.payments.copy_number', { number: item.phone })}
            testId="whatsapp-phone"
          />
        </Fact>
        {item.reference ? (
          <Fact label={t('admin.whatsapp.reference')} className="shrink-0">
            <CopyableValue
              value={item.reference}
              copyLabel={t('admin.whatsapp.copy_reference', { reference: item.reference })}
              testId="whatsapp-reference"
              code
              className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-base font-semibold tracking-wide dark:bg-slate-800"
            />
          </Fact>
        ) : null}
        {item.method === 'code' ? (
          <Fact label={t('admin.whatsapp.sends')} testId="sends">
            {formatNumber(item.sends, lang)}
          </Fact>
        ) : null}
        <Fact label={t('admin.payments.requested')}>
          <RelativeTime value={item.created_at} />
        </Fact>
        {pending ? (
          <Fact label={t('admin.whatsapp.expires')}>
            <time dateTime={item.expires_at}>{formatDateTime(item.expires_at, lang)}</time>
          </Fact>
        ) : null}
        {item.decided_at ? (
          <Fact label={t('admin.payments.decided')}>
            <time dateTime={item.decided_at}>{formatDateTime(item.decided_at, lang)}</time>
          </Fact>
        ) : null}
        {item.delivery_error ? (
          <Fact label={t('admin.whatsapp.delivery_error')} className="basis-full" testId="delivery-error">
            <span className="font-medium text-red-800 dark:text-red-300" dir="auto">
              {item.delivery_error}
            </span>
          </Fact>
        ) : null}
        {item.reason && !pending ? (
          <Fact label={t('admin.payments.reason')} className="basis-full" testId="reason">
            <span dir="auto">{item.reason}</span>
          </Fact>
        ) : null}
      </dl>

      {pending && item.method === 'manual' ? (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t('admin.whatsapp.manual_check')}</p>
      ) : null}

      {pending ? (
        <DecisionButtons
          approveLabel={t('admin.whatsapp.approve')}
          context={context}
          busy={busy}
          onApprove={onApprove}
          onReject={onReject}
        >
          {item.method === 'code' ? (
            <Button size="sm" variant="secondary" onClick={onResend} loading={resending} disabled={busy}>
              <RotateCw aria-hidden className="size-4" />
              {t('admin.whatsapp.resend')}
              <span className="sr-only">{` · ${context}`}</span>
            </Button>
          ) : null}
          {historyButton}
        </DecisionButtons>
      ) : (
        <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-800">{historyButton}</div>
      )}
      <p role="status" className={resendNote ? 'mt-2 text-sm text-slate-800 dark:text-slate-200' : 'sr-only'}>
        {resendNote}
      </p>
      <div id={`${item.id}-history`}>
        {open ? <WhatsappHistory id={item.id} headingId={`${item.id}-history-title`} /> : null}
      </div>
    </QueueItem>
  );
}
