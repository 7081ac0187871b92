import type { TPost, TPostAction } from '@haat/shared/social/post-schemas';
import { CalendarClock, FileText, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { useSession } from '../../auth/api/session.ts';
import { useOwnBusinesses } from '../../businesses/api/list-all-businesses.ts';
import { useConnections } from '../api/list-connections.ts';
import { fromWallClock } from '../post-logic.ts';
import { AuthorPicker } from './author-picker.tsx';
import { DestinationToggles } from './destination-toggles.tsx';
import { MediaManager } from './media-manager.tsx';
import { PostPreview } from './post-preview.tsx';
import { PostTextField } from './post-text-field.tsx';
import { formatInZone } from './post-time.ts';
import { useComposer } from './use-composer.ts';
import { WhenFields } from './when-fields.tsx';

/**
 * Writing a post (new, or an existing draft, scheduled or failed post): who posts it, where it
 * goes, its text and media, and when, beside a live preview per platform. Asks before leaving with
 * unsaved work.
 */
export function Composer({
  post,
  onSaved,
}: {
  post?: TPost;
  onSaved: (post: TPost, action: TPostAction) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const session = useSession();
  const businesses = useOwnBusinesses();
  const connections = useConnections();
  const leaving = useRef(false);
  const composer = useComposer({
    post,
    connections: connections.data?.connections ?? [],
    onSaved: (saved, action) => {
      leaving.current = true;
      if (!post) composer.reset();
      onSaved(saved, action);
      setTimeout(() => {
        leaving.current = false;
      }, 0);
    },
  });
  const { errors, sending, uploads } = composer;

  const unsaved = composer.dirty && !sending;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const me = session.userName ?? t('social.compose.me');
  const business = businesses.data?.find((one) => one.id === composer.authorId);
  const author = business
    ? { name: business.name, logo: business.logo_thumb_url ?? business.logo_url }
    : { name: me };
  const scheduledAt =
    composer.when === 'schedule'
      ? fromWallClock(
          `${composer.schedule.date}T${composer.schedule.time.slice(0, 5)}`,
          composer.schedule.zone,
        )
      : undefined;
  const when = scheduledAt
    ? formatInZone(scheduledAt, composer.schedule.zone, lang)
    : t('social.preview.now');
  const primary: TPostAction = composer.when === 'schedule' ? 'schedule' : 'publish';

  return (
    <div className="flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <Card>
        <form
          noValidate
          className="space-y-5"
          data-testid="composer"
          onSubmit={(event) => {
            event.preventDefault();
            composer.submit(primary);
          }}
        >
          <AuthorPicker
            value={composer.authorId}
            onChange={composer.setAuthorId}
            me={me}
            businesses={businesses.data ?? []}
            error={errors.business_id}
          />
          <DestinationToggles
            targets={composer.targets}
            onChange={composer.setTargets}
            connections={connections.data?.connections ?? []}
            loading={connections.isPending}
            error={errors.targets}
          />
          <PostTextField
            value={composer.content}
            onChange={composer.setContent}
            checks={composer.checks}
            error={errors.content ?? errors.mentions}
            mentions={composer.mentions}
            onMentions={composer.setMentions}
          />
          <MediaManager uploads={uploads} error={errors.media_ids} />
          <WhenFields
            when={composer.when}
            onWhen={composer.setWhen}
            schedule={composer.schedule}
            onSchedule={composer.setSchedule}
            errors={errors}
          />
          {composer.overLimit ? (
            <p id="over-limit" className="text-sm font-medium text-red-700 dark:text-red-400">
              {t('social.compose.over_blocks')}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button
              type="submit"
              loading={sending === primary}
              disabled={!!sending || composer.overLimit || uploads.busy}
              aria-describedby={composer.overLimit ? 'over-limit' : undefined}
              data-testid={primary === 'schedule' ? 'schedule-post' : 'publish-post'}
            >
              {primary === 'schedule' ? (
                <CalendarClock aria-hidden className="size-4" />
              ) : (
                <Send aria-hidden className="size-4 rtl:-scale-x-100" />
              )}
              {t(primary === 'schedule' ? 'social.compose.schedule' : 'social.compose.publish')}
            </Button>
            <Button
              variant="secondary"
              loading={sending === 'draft'}
              disabled={!!sending || uploads.busy}
              onClick={() => composer.submit('draft')}
              data-testid="save-draft"
            >
              <FileText aria-hidden className="size-4" />
              {t('social.compose.save_draft')}
            </Button>
          </div>
        </form>
      </Card>
      <Card className="lg:sticky lg:top-4">
        <PostPreview
          platforms={composer.platforms}
          author={author}
          text={composer.content}
          mentions={composer.mentions}
          media={uploads.items}
          when={when}
        />
      </Card>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('social.leave.title')}
        confirmLabel={t('social.leave.confirm')}
        cancelLabel={t('social.leave.stay')}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        {t('social.leave.text')}
      </ConfirmDialog>
    </div>
  );
}
