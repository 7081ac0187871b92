import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** "Failed to load VCard" with a retry and a way back to the list. */
export function CardLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error">
      <p>{t('vcard.messages.load_failed')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('vcard.common.retry')}
        </Button>
        <ButtonLink size="sm" variant="secondary" to="/vcard">
          {t('vcard.common.back')}
        </ButtonLink>
      </div>
    </Alert>
  );
}
