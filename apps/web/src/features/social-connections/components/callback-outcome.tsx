import type { TSocialConnection } from '@haat/shared/social/connection-schemas';
import type { TExternalPlatform } from '@haat/shared/social/constants';
import { CircleCheck, PenSquare, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSocialConnections } from '../api/list-connections.ts';
import { useStartConnection } from '../api/start-connection.ts';

/** The pages just connected, with the ways on: the connected pages, or writing a post. */
export function Connected({ pages }: { pages: TSocialConnection[] }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-4" data-testid="connect-done">
      <h2
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold text-emerald-900 focus:outline-none dark:text-emerald-200"
      >
        <CircleCheck aria-hidden className="size-5 shrink-0" />
        {t('connections.callback.done', { count: pages.length })}
      </h2>
      <ul className="list-disc space-y-1 ps-6">
        {pages.map((page) => (
          <li key={page.id} className="break-words font-medium" data-testid="connected-page">
            {page.name}
          </li>
        ))}
      </ul>
      <p className="text-slate-700 dark:text-slate-300">{t('connections.callback.done_text')}</p>
      <Ways />
    </div>
  );
}

/** Why nothing was connected, in words, with "Start again" only when the platform is set up here. */
export function NotConnected({
  platform,
  message,
  detail,
}: {
  platform?: TExternalPlatform;
  message: string;
  detail?: string;
}) {
  const { t } = useTranslation();
  const start = useStartConnection();
  const connections = useSocialConnections();
  const canStartAgain = !!platform && !!connections.data?.available.includes(platform);
  return (
    <div className="space-y-4" data-testid="connect-failed">
      <Alert tone="error">
        <p>{message}</p>
        {detail ? <p className="mt-1">{detail}</p> : null}
      </Alert>
      {start.isError ? <Alert tone="error">{t('connections.callback.start_failed')}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        {platform && canStartAgain ? (
          <Button loading={start.isPending || start.isSuccess} onClick={() => start.mutate(platform)}>
            <RotateCcw aria-hidden className="size-4" />
            {t('connections.callback.start_again')}
          </Button>
        ) : null}
        <ButtonLink to="/social/connections" variant="secondary">
          {t('connections.back')}
        </ButtonLink>
      </div>
    </div>
  );
}

function Ways() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-3">
      <ButtonLink to="/social/connections">{t('connections.back')}</ButtonLink>
      <ButtonLink to="/social/posts" variant="secondary">
        <PenSquare aria-hidden className="size-4" />
        {t('connections.write_post')}
      </ButtonLink>
    </div>
  );
}
