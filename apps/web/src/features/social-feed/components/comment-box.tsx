import { COMMENT_MAX_LENGTH } from '@haat/shared/social/constants';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAddComment } from '../api/add-comment.ts';

/** A comment (or, with `parentId`, a reply) to a post: the text and Send; Ctrl/⌘+Enter sends too. */
export function CommentBox({
  postId,
  parentId,
  label,
  autoFocus,
  onDone,
}: {
  postId: string;
  parentId?: string;
  label: string;
  autoFocus?: boolean;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddComment(postId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!body.trim()) {
      setError(t('feed.comments.empty'));
      return;
    }
    add.mutate(
      { body: body.trim(), ...(parentId ? { parent_id: parentId } : {}) },
      {
        onSuccess: () => {
          setBody('');
          setError(undefined);
          onDone?.();
        },
        onError: (failure) => {
          const field =
            failure instanceof ApiError ? (failure.errors.body ?? failure.errors.parent_id)?.[0] : undefined;
          if (field) setError(field);
          else showToast({ tone: 'error', message: t('feed.comments.failed') });
        },
      },
    );
  };
  return (
    <form
      onSubmit={send}
      className="flex items-end gap-2"
      data-testid={parentId ? 'reply-form' : 'comment-form'}
    >
      <Field label={<span className="sr-only">{label}</span>} error={error} className="min-w-0 flex-1">
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            value={body}
            rows={1}
            dir="auto"
            placeholder={label}
            // biome-ignore lint/a11y/noAutofocus: the reply box opens because the person asked to reply.
            autoFocus={autoFocus}
            maxLength={COMMENT_MAX_LENGTH}
            onChange={(event) => setBody(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) send();
            }}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={`${inputClass} min-h-11 resize-y`}
          />
        )}
      </Field>
      <Button
        type="submit"
        size="md"
        loading={add.isPending}
        aria-label={t('feed.comments.send')}
        className="shrink-0 px-3"
      >
        <Send aria-hidden className="size-4 rtl:-scale-x-100" />
      </Button>
    </form>
  );
}
