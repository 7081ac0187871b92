import { MessageCircle } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import {
  METHODS,
  STATUSES,
  type TWhatsappFilters,
  usePendingWhatsappCount,
} from '../api/list-whatsapp-verifications.ts';
import { DEFAULT_FILTERS, WhatsappQueue } from '../components/whatsapp-queue.tsx';

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * `/admin/whatsapp-verifications` (decision 063): staff's view of WhatsApp number verifications.
 * `?status=` (default `pending`; `all`), `?method=` and `?q=` live in the address, so Back works and
 * a filtered list can be shared. Manual requests wait for staff to find the reference in the
 * platform's WhatsApp and confirm; code ones can be sent again.
 */
export default function AdminWhatsapp() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const waiting = usePendingWhatsappCount();
  useDocumentTitle(t('admin.whatsapp.title'));

  const filters: TWhatsappFilters = {
    status: oneOf(params.get('status'), [...STATUSES, 'all'] as const, DEFAULT_FILTERS.status),
    method: oneOf(params.get('method'), [...METHODS, 'all'] as const, DEFAULT_FILTERS.method),
    q: (params.get('q') ?? '').slice(0, 100),
  };

  const update = (changes: Partial<TWhatsappFilters>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === DEFAULT_FILTERS[key as keyof TWhatsappFilters]) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  return (
    <div>
      <PageHeader
        title={t('admin.whatsapp.title')}
        subtitle={t('admin.whatsapp.intro')}
        icon={<MessageCircle className="size-5" />}
      />
      {waiting.data !== undefined ? (
        <p
          className="mb-4 text-sm font-medium text-slate-800 dark:text-slate-200"
          data-testid="whatsapp-waiting-count"
        >
          {waiting.data > 0
            ? t('admin.whatsapp.waiting', { number: waiting.data })
            : t('admin.whatsapp.none_waiting')}
        </p>
      ) : null}
      <WhatsappQueue filters={filters} onFilters={update} />
    </div>
  );
}
