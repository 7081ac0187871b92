import { BadgeCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSession } from '../../auth/api/session.ts';

/**
 * Beside a form's WhatsApp field (cards, business profiles): "Use my verified WhatsApp number" puts
 * the account's verified number in the field; when the field already holds it, it says so instead.
 * Nothing without a verified number. Its words are in the `whatsapp` namespace, which the form's
 * route loads.
 */
export function UseVerifiedWhatsapp({
  value,
  onUse,
}: {
  value: string | null | undefined;
  onUse: (number: string) => void;
}) {
  const { t } = useTranslation();
  const number = useSession().user?.whatsapp_number;
  if (!number) return null;
  if (value?.replace(/[\s()-]/g, '') === number)
    return (
      <p
        className="flex items-center gap-1 text-sm font-medium text-emerald-800 dark:text-emerald-300"
        data-testid="whatsapp-verified-in-use"
      >
        <BadgeCheck aria-hidden className="size-4 shrink-0" />
        {t('whatsapp.use_verified.in_use')}
      </p>
    );
  return (
    <Button size="sm" variant="secondary" onClick={() => onUse(number)} data-testid="use-verified-whatsapp">
      <BadgeCheck aria-hidden className="size-4 shrink-0 text-emerald-700 dark:text-emerald-400" />
      {t('whatsapp.use_verified.button')}
      <bdi dir="ltr" className="font-mono text-xs">
        {number}
      </bdi>
    </Button>
  );
}
