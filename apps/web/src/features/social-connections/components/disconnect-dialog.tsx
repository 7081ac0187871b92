import type { TSocialConnection } from '@haat/shared/social/connection-schemas';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useInText } from '../../wallet/components/in-text.ts';

/** "Disconnect …?": what happens to the posts waiting for the page, before anything is removed. */
export function DisconnectDialog({
  connection,
  busy,
  onConfirm,
  onCancel,
}: {
  connection: TSocialConnection | undefined;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const inText = useInText();
  const name = connection ? inText.name(connection.name) : '';
  const platform = connection ? t(`connections.platform.${connection.platform}`) : '';
  return (
    <ConfirmDialog
      open={!!connection}
      title={t('connections.confirm.title', { name })}
      confirmLabel={t('connections.confirm.yes')}
      cancelLabel={t('connections.confirm.cancel')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="font-medium">{t('connections.confirm.text')}</p>
      <p>{t('connections.confirm.again', { platform })}</p>
    </ConfirmDialog>
  );
}
