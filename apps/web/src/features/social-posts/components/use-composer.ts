import type { TSocialConnection } from '@haat/shared/social/connection-schemas';
import type { TSocialPlatform } from '@haat/shared/social/constants';
import type { TPost, TPostAction, TPostInput } from '@haat/shared/social/post-schemas';
import { useState } from 'react';
import { showToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSavePost } from '../api/save-post.ts';
import { browserTimeZone, defaultSchedule, limitChecks, scheduleProblem } from '../post-logic.ts';
import { useMediaUploads } from './use-media-uploads.ts';
import type { TPostMention } from './use-mention-suggest.ts';
import type { TScheduleValues, TWhen } from './when-fields.tsx';

/** Fields the server may name in its errors, shown at their controls. */
const FIELDS = [
  'content',
  'targets',
  'media_ids',
  'mentions',
  'business_id',
  'scheduled_for',
  'time_zone',
] as const;
export type TComposerField = (typeof FIELDS)[number];
export type TComposerErrors = Partial<Record<TComposerField, string>>;

const SUCCESS: Record<TPostAction, string> = {
  publish: 'social.messages.published',
  draft: 'social.messages.draft_saved',
  schedule: 'social.messages.scheduled',
};
const FAILURE: Record<TPostAction, string> = {
  publish: 'social.messages.publish_failed',
  draft: 'social.messages.draft_failed',
  schedule: 'social.messages.schedule_failed',
};

function targetsOf(post: TPost | undefined): string[] {
  if (!post) return ['feed'];
  return post.targets.flatMap((target) =>
    target.platform === 'feed' ? ['feed'] : target.connection_id ? [target.connection_id] : [],
  );
}

function scheduleOf(post: TPost | undefined): TScheduleValues {
  const zone = post?.time_zone ?? browserTimeZone();
  if (post?.scheduled_local && post.status === 'scheduled') {
    const [date = '', time = ''] = post.scheduled_local.split('T');
    return { date, time, zone };
  }
  return { ...defaultSchedule(zone), zone };
}

/**
 * The composer's state and its one submit: checks what the browser can (limits per platform, a past
 * time, unfinished uploads), saves alt texts, sends the post, then says how it went (a toast, and
 * the server's field errors at their fields).
 */
export function useComposer({
  post,
  connections,
  onSaved,
}: {
  post?: TPost;
  connections: readonly TSocialConnection[];
  onSaved: (post: TPost, action: TPostAction) => void;
}) {
  const { t } = useTranslation();
  const save = useSavePost();
  const uploads = useMediaUploads(post?.media);
  const [authorId, setAuthorId] = useState(post?.business?.id ?? '');
  const [targets, setTargets] = useState<string[]>(() => targetsOf(post));
  const [content, setContent] = useState(post?.content ?? '');
  const [mentions, setMentions] = useState<TPostMention[]>(() => post?.mentions ?? []);
  const [when, setWhen] = useState<TWhen>(post?.status === 'scheduled' ? 'schedule' : 'now');
  const [schedule, setSchedule] = useState<TScheduleValues>(() => scheduleOf(post));
  const [errors, setErrors] = useState<TComposerErrors>({});
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState<TPostAction>();

  const platforms: TSocialPlatform[] = targets.flatMap((target) => {
    if (target === 'feed') return ['feed'];
    const connection = connections.find((one) => one.id === target);
    return connection ? [connection.platform] : [];
  });
  const checks = limitChecks(content, platforms);
  const overLimit = checks.some((check) => check.over);

  const touch =
    <T>(set: (value: T) => void, field?: TComposerField) =>
    (value: T) => {
      set(value);
      setTouched(true);
      if (field) setErrors((all) => ({ ...all, [field]: undefined }));
    };

  const reset = (next?: TPost) => {
    setAuthorId(next?.business?.id ?? '');
    setTargets(targetsOf(next));
    setContent(next?.content ?? '');
    setMentions(next?.mentions ?? []);
    setWhen('now');
    setSchedule(scheduleOf(next));
    setErrors({});
    setTouched(false);
    uploads.reset(next?.media);
  };

  const submit = async (action: TPostAction) => {
    setErrors({});
    if (action !== 'draft' && overLimit) return;
    if (action === 'schedule') {
      const problem = scheduleProblem(schedule.date, schedule.time, schedule.zone);
      if (problem) {
        setErrors({ scheduled_for: t(`social.when.${problem}`) });
        return;
      }
    }
    if (uploads.unfinished) {
      setErrors({ media_ids: t('social.media.wait') });
      return;
    }
    setSending(action);
    try {
      const mediaIds = await uploads.commit();
      const body: TPostInput = {
        content,
        business_id: authorId || null,
        targets,
        media_ids: mediaIds,
        mentions: mentions.map((mention) => mention.id),
        action,
        scheduled_for: action === 'schedule' ? `${schedule.date}T${schedule.time.slice(0, 5)}` : null,
        time_zone: action === 'schedule' ? schedule.zone : null,
      };
      const answer = await save.mutateAsync({ id: post?.id, body });
      const same =
        (post?.status === 'draft' && action === 'draft') ||
        (post?.status === 'scheduled' && action === 'schedule');
      // Connected pages publish in the background: the server then says the post is on its way.
      const message =
        action === 'publish' && answer.data.status !== 'published' && answer.message
          ? answer.message
          : t(same ? 'social.messages.updated' : SUCCESS[action]);
      showToast({ tone: 'success', message });
      setTouched(false);
      onSaved(answer.data, action);
    } catch (error) {
      const placed: TComposerErrors = {};
      if (error instanceof ApiError)
        for (const field of FIELDS) {
          const message = error.errors[field]?.[0];
          if (message) placed[field] = message;
        }
      setErrors(placed);
      const reason =
        error instanceof ApiError && error.status !== 422 && error.message ? `: ${error.message}` : '';
      showToast({ tone: 'error', message: `${t(FAILURE[action])}${reason}` });
    } finally {
      setSending(undefined);
    }
  };

  return {
    uploads,
    authorId,
    setAuthorId: touch(setAuthorId, 'business_id'),
    targets,
    setTargets: touch(setTargets, 'targets'),
    content,
    setContent: touch(setContent, 'content'),
    mentions,
    setMentions: touch(setMentions, 'mentions'),
    when,
    setWhen: touch(setWhen),
    schedule,
    setSchedule: touch(setSchedule, 'scheduled_for'),
    platforms,
    checks,
    overLimit,
    errors,
    sending,
    dirty: touched || uploads.items.some((item) => item.fresh),
    submit,
    reset,
  };
}

export type TComposer = ReturnType<typeof useComposer>;
