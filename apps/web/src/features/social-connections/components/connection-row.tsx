import type { TSocialConnection } from '@haat/shared/social/connection-schemas';
import { RefreshCw, Unplug } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useInText } from '../../wallet/components/in-text.ts';
import { ConnectionStatus } from './connection-status.tsx';

/**
 * One connected page: its name, status, when it was connected (and until when access lasts), and
 * Disconnect; an expired page says why and offers Reconnect when the platform is set up here.
 */
export function ConnectionRow({
  connection,
  canReconnect,
  reconnecting,
  onReconnect,
  onDisconnect,
}: {
  connection: TSocialConnection;
  canReconnect: boolean;
  reconnecting: boolean;
  onReconnect: () => void;
  onDisconnect: () => void;
}) {
  const { t, language } = useTranslation();
  const inText = useInText();
  const platform = t(`connections.platform.${connection.platform}`);
  const expired = connection.status === 'expired';
  return (
    <li
      className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="connection"
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span
            className="break-words font-medium text-slate-900 dark:text-white"
            data-testid="connection-name"
          >
            {connection.name}
          </span>
          <ConnectionStatus status={connection.status} />
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('connections.connected_on', { date: formatDate(connection.created_at, language) })}
          {!expired && connection.token_expires_at
            ? ` · ${t('connections.access_until', { date: formatDate(connection.token_expires_at, language) })}`
            : null}
        </p>
        {expired ? (
          <p className="text-sm text-amber-900 dark:text-amber-200">
            {t('connections.expired_hint', { platform: inText.name(platform) })}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {expired && canReconnect ? (
          <Button
            size="sm"
            loading={reconnecting}
            onClick={onReconnect}
            aria-label={t('connections.reconnect_label', { name: inText.name(connection.name) })}
          >
            <RefreshCw aria-hidden className="size-4" />
            {t('connections.reconnect')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          onClick={onDisconnect}
          aria-label={t('connections.disconnect_label', { name: inText.name(connection.name) })}
          data-testid="disconnect"
        >
          <Unplug aria-hidden className="size-4" />
          {t('connections.disconnect')}
        </Button>
      </div>
    </li>
  );
}
