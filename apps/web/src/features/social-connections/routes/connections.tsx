import { Link2, PenSquare } from 'lucide-react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader, Spinner } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { useSocialConnections } from '../api/list-connections.ts';
import { ConnectionCallback } from '../components/connection-callback.tsx';
import { DisconnectDialog } from '../components/disconnect-dialog.tsx';
import { PlatformSection } from '../components/platform-section.tsx';
import { useConnectionActions } from '../components/use-connection-actions.ts';
import { groupByPlatform } from '../connection-logic.ts';

/**
 * `/social/connections` (signed in; issue 16 item 5): the person's connected pages by platform, with
 * "Connect …" for each platform set up on this server, Reconnect for an expired page, and Disconnect
 * after a confirmation. `/social/connections/callback/:platform`, where the platform sends the browser
 * back, is the same lazy screen (one chunk for both keeps the router small).
 */
export default function SocialConnections() {
  const { platform } = useParams();
  return platform ? <ConnectionCallback /> : <ConnectionsScreen />;
}

function ConnectionsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('connections.title'));
  const connections = useSocialConnections();
  const actions = useConnectionActions();

  const body = () => {
    if (connections.isPending) return <Spinner label={t('connections.loading')} />;
    if (connections.isError)
      return (
        <Alert tone="error">
          <p>{t('connections.failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => connections.refetch()}>
            {t('connections.retry')}
          </Button>
        </Alert>
      );
    return groupByPlatform(connections.data.connections, connections.data.available).map((group) => (
      <PlatformSection
        key={group.platform}
        group={group}
        headingRef={actions.headingRef(group.platform)}
        starting={actions.starting === group.platform}
        startError={actions.startError(group.platform)}
        onStart={() => actions.start(group.platform)}
        onDisconnect={actions.ask}
      />
    ));
  };

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t('connections.title')}
        subtitle={t('connections.intro')}
        icon={<Link2 className="size-5" />}
      />
      <div className="space-y-4" aria-busy={connections.isPending || undefined}>
        {body()}
      </div>
      <p className="mt-6">
        <ButtonLink to="/social/posts" variant="secondary">
          <PenSquare aria-hidden className="size-4" />
          {t('connections.write_post')}
        </ButtonLink>
      </p>
      <DisconnectDialog
        connection={actions.asking}
        busy={actions.disconnecting}
        onConfirm={actions.confirmDisconnect}
        onCancel={actions.cancel}
      />
    </div>
  );
}
