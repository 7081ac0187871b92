import { Spinner } from '../../components/ui/card.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export function RouteFallback() {
  const { t } = useTranslation();
  return <Spinner label={t('app.loading')} />;
}
