import type { TSocialConnection } from '@haat/shared/social/connection-schemas';
import type { TExternalPlatform } from '@haat/shared/social/constants';
import { useEffect, useRef, useState } from 'react';
import { showToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useInText } from '../../wallet/components/in-text.ts';
import { useDisconnectConnection } from '../api/disconnect-connection.ts';
import { useStartConnection } from '../api/start-connection.ts';

/**
 * Connect (to the platform's consent page, or why it could not open) and disconnect after the
 * confirmation (then a toast, and focus on the platform's heading, since the row is gone).
 */
export function useConnectionActions() {
  const { t } = useTranslation();
  const inText = useInText();
  const start = useStartConnection();
  const disconnect = useDisconnectConnection();
  const [asking, setAsking] = useState<TSocialConnection>();
  const headings = useRef(new Map<TExternalPlatform, HTMLHeadingElement | null>());
  // Focus goes to the platform's heading once the dialog has closed (a modal dialog keeps it inside).
  const [focusAfter, setFocusAfter] = useState<TExternalPlatform>();
  useEffect(() => {
    if (asking || !focusAfter) return;
    headings.current.get(focusAfter)?.focus();
    setFocusAfter(undefined);
  }, [asking, focusAfter]);

  const startError = (platform: TExternalPlatform): string | undefined => {
    if (!start.isError || start.variables !== platform) return undefined;
    const error = start.error;
    const name = t(`connections.platform.${platform}`);
    if (error instanceof ApiError) {
      if (error.status === 404) return t('connections.start_failed.off', { platform: name });
      if (error.status === 429) return t('connections.start_failed.busy');
      if (error.status === 0) return t('connections.start_failed.network');
    }
    return t('connections.start_failed.other', { platform: name });
  };

  const confirmDisconnect = () => {
    const connection = asking;
    if (!connection) return;
    disconnect.mutate(connection.id, {
      onSuccess: () => {
        setAsking(undefined);
        showToast({
          tone: 'success',
          message: t('connections.disconnected', { name: inText.name(connection.name) }),
        });
        setFocusAfter(connection.platform);
      },
      onError: (error) => {
        setAsking(undefined);
        // Already gone (another tab): the list is read again and says so by its absence.
        showToast({
          tone: 'error',
          message:
            error instanceof ApiError && error.status === 404
              ? t('connections.already_gone')
              : t('connections.disconnect_failed'),
        });
      },
    });
  };

  return {
    start: (platform: TExternalPlatform) => start.mutate(platform),
    /** The platform whose consent page is being asked for (the browser leaves on success). */
    starting: start.isPending || start.isSuccess ? start.variables : undefined,
    startError,
    asking,
    ask: setAsking,
    cancel: () => setAsking(undefined),
    confirmDisconnect,
    disconnecting: disconnect.isPending,
    headingRef: (platform: TExternalPlatform) => (element: HTMLHeadingElement | null) => {
      headings.current.set(platform, element);
    },
  };
}
