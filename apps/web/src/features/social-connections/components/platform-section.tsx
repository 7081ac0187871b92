import type { TSocialConnection } from '@haat/shared/social/connection-schemas';
import { Plus } from 'lucide-react';
import { type Ref, useId } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { TPlatformGroup } from '../connection-logic.ts';
import { ConnectionRow } from './connection-row.tsx';
import { PlatformBadge } from './platform-badge.tsx';

/**
 * One platform: its name and what can be connected from it, "Connect …" when it is set up on this
 * server (otherwise an honest "Not set up on this server", no button), why opening it failed, and
 * the person's pages on it.
 */
export function PlatformSection({
  group,
  headingRef,
  starting,
  startError,
  onStart,
  onDisconnect,
}: {
  group: TPlatformGroup;
  headingRef?: Ref<HTMLHeadingElement>;
  /** This platform's consent page is being asked for. */
  starting: boolean;
  startError?: string;
  onStart: () => void;
  onDisconnect: (connection: TSocialConnection) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { platform, available, pages } = group;
  const name = t(`connections.platform.${platform}`);
  return (
    <Card aria-labelledby={headingId}>
      <div data-testid={`platform-${platform}`}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="flex min-w-0 flex-1 items-start gap-3">
            <PlatformBadge platform={platform} />
            <div className="min-w-0">
              <h2
                id={headingId}
                ref={headingRef}
                tabIndex={-1}
                className="text-lg font-semibold text-slate-900 focus:outline-none dark:text-white"
              >
                {name}
              </h2>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t(`connections.what.${platform}`)}
              </p>
            </div>
          </div>
          {available ? (
            <Button
              loading={starting}
              onClick={onStart}
              className="self-start"
              data-testid={`connect-${platform}`}
            >
              <Plus aria-hidden className="size-4" />
              {t('connections.connect', { platform: name })}
            </Button>
          ) : (
            <span
              className="self-start rounded-full bg-slate-200 px-3 py-1 text-sm font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200"
              data-testid={`not-set-up-${platform}`}
            >
              {t('connections.not_set_up')}
            </span>
          )}
        </div>
        {available ? null : (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            {t('connections.not_set_up_detail', { platform: name })}
          </p>
        )}
        {startError ? (
          <Alert tone="error" className="mt-3">
            {startError}
          </Alert>
        ) : null}
        {pages.length ? (
          <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
            {pages.map((connection) => (
              <ConnectionRow
                key={connection.id}
                connection={connection}
                canReconnect={available}
                reconnecting={starting}
                onReconnect={onStart}
                onDisconnect={() => onDisconnect(connection)}
              />
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            {t(`connections.none.${platform}`)}
          </p>
        )}
      </div>
    </Card>
  );
}
