import type { TExternalPlatform } from '@haat/shared/social/constants';
import { Link2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Card, PageHeader, Spinner } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { useInText } from '../../wallet/components/in-text.ts';
import { useFinishConnection } from '../api/finish-connection.ts';
import { finishProblem, platformOf, readCallback, type TCallback } from '../connection-logic.ts';
import { Connected, NotConnected } from './callback-outcome.tsx';

/**
 * `/social/connections/callback/:platform` (signed in): where the platform sends the browser back
 * after the person approved (or refused) access. It reads `code` and `state` (or `error`) from the
 * address once, takes them out of the address (a code works once; a reload must not replay it),
 * finishes the connection once, and shows the pages connected or why not.
 */
export function ConnectionCallback() {
  const { t } = useTranslation();
  const params = useParams();
  const platform = platformOf(params.platform);
  const name = platform ? t(`connections.platform.${platform}`) : '';
  useDocumentTitle(platform ? t('connections.connect', { platform: name }) : t('connections.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const [callback] = useState<TCallback>(() => readCallback(new URLSearchParams(location.search)));

  useEffect(() => {
    if (location.search) navigate(location.pathname, { replace: true });
  }, [location.search, location.pathname, navigate]);

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title={platform ? t('connections.connect', { platform: name }) : t('connections.title')}
        icon={<Link2 className="size-5" />}
      />
      <Card>
        {platform ? (
          <Outcome platform={platform} callback={callback} />
        ) : (
          <NotConnected message={t('connections.callback.unknown')} />
        )}
      </Card>
    </div>
  );
}

function Outcome({ platform, callback }: { platform: TExternalPlatform; callback: TCallback }) {
  const { t } = useTranslation();
  const inText = useInText();
  const name = t(`connections.platform.${platform}`);
  const finish = useFinishConnection(
    platform,
    callback.kind === 'code' ? { code: callback.code, state: callback.state } : undefined,
  );

  if (callback.kind === 'denied')
    return (
      <NotConnected platform={platform} message={t('connections.callback.denied', { platform: name })} />
    );
  if (callback.kind === 'platform_error')
    return (
      <NotConnected
        platform={platform}
        message={t('connections.callback.platform_error', { platform: name })}
        detail={
          callback.description
            ? t('connections.callback.platform_said', {
                platform: name,
                message: inText.name(callback.description),
              })
            : undefined
        }
      />
    );
  if (callback.kind === 'missing') return <NotConnected message={t('connections.callback.missing')} />;

  if (finish.status === 'working')
    return (
      <div aria-busy="true">
        <Spinner label={t('connections.callback.working', { platform: name })} />
      </div>
    );
  if (finish.status === 'done') return <Connected pages={finish.pages} />;
  const problem = finishProblem(finish.error);
  return (
    <NotConnected
      platform={platform}
      message={t(`connections.callback.problem.${problem}`, { platform: name })}
    />
  );
}
