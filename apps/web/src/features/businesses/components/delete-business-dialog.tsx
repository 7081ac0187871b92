import type { TBusiness } from '@haat/shared/directory/schemas';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { isolate } from './business-logo.tsx';

/** "Delete <name>?" with what goes with it: the public page, products, categories and reviews. */
export function DeleteBusinessDialog({
  business,
  busy,
  onConfirm,
  onCancel,
}: {
  business: TBusiness | undefined;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={!!business}
      title={t('businesses.delete.title', { name: isolate(business?.name ?? '') })}
      confirmLabel={t('businesses.delete.confirm')}
      cancelLabel={t('businesses.common.cancel')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{t('businesses.delete.text')}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        <li>{t('businesses.delete.lose_page')}</li>
        <li>{t('businesses.delete.lose_products')}</li>
        <li>{t('businesses.delete.lose_reviews')}</li>
      </ul>
      <p className="mt-2 font-medium">{t('businesses.delete.permanent')}</p>
    </ConfirmDialog>
  );
}
