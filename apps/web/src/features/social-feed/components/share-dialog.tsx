import type { TFeedPost } from '@haat/shared/social/community-schemas';
import { POST_TEXT_LIMITS } from '@haat/shared/social/constants';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSharePost } from '../api/share-post.ts';

/** "Share": the post goes into the sharer's feed at once, with their own words if they add some. */
export function ShareDialog({
  post,
  open,
  onClose,
}: {
  post: TFeedPost;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const share = useSharePost();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (open) {
      setNote('');
      setError(undefined);
    }
  }, [open]);
  return (
    <ConfirmDialog
      open={open}
      title={t('feed.share.title')}
      confirmLabel={t('feed.share.confirm')}
      cancelLabel={t('feed.cancel')}
      danger={false}
      busy={share.isPending}
      onCancel={onClose}
      onConfirm={() =>
        share.mutate(
          { postId: post.id, body: note.trim() ? { content: note.trim() } : {} },
          {
            onSuccess: () => {
              showToast({ tone: 'success', message: t('feed.share.done') });
              onClose();
            },
            onError: (failure) => {
              const field = failure instanceof ApiError ? failure.errors.content?.[0] : undefined;
              if (field) setError(field);
              else showToast({ tone: 'error', message: t('feed.share.failed') });
            },
          },
        )
      }
    >
      <p>{t('feed.share.text')}</p>
      <Field label={t('feed.share.note')} error={error}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            value={note}
            rows={3}
            dir="auto"
            maxLength={POST_TEXT_LIMITS.feed}
            onChange={(event) => setNote(event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
            data-testid="share-note"
          />
        )}
      </Field>
    </ConfirmDialog>
  );
}
