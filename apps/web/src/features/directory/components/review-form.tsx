import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass, useErrorText } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { StarInput } from './stars.tsx';

export const REVIEW_BODY_MAX = 2000;

/**
 * Write or edit a review: 1–5 stars (required) and optional text. Used for businesses (directory)
 * and for items bought (orders): `save` sends it and answers the server's message, if any.
 */
export function ReviewForm({
  save,
  pending,
  initial,
  onDone,
  onCancel,
}: {
  save: (input: { rating: number; body: string | null }) => Promise<string | undefined>;
  pending: boolean;
  initial: { rating: number; body: string | null } | null;
  onDone: (message: string) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [body, setBody] = useState(initial?.body ?? '');
  const [errors, setErrors] = useState<{ rating?: string; body?: string; form?: string }>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!rating) {
      setErrors({ rating: t('directory.reviews.rating_required') });
      return;
    }
    setErrors({});
    try {
      const message = await save({ rating, body: body.trim() || null });
      onDone(message ?? t('directory.reviews.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setErrors({
          rating: errorText('rating', { message: error.errors.rating?.[0] }),
          body: errorText('body', { message: error.errors.body?.[0] }),
          form: error.errors.rating || error.errors.body ? undefined : error.message,
        });
      } else {
        setErrors({
          form: error instanceof ApiError && error.status ? error.message : t('directory.errors.save_failed'),
        });
      }
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid="review-form">
      <StarInput
        value={rating}
        onChange={(value) => {
          setRating(value);
          setErrors((current) => ({ ...current, rating: undefined }));
        }}
        legend={t('directory.reviews.your_rating')}
        error={errors.rating}
      />
      <Field
        label={t('directory.reviews.your_words')}
        error={errors.body}
        hint={t('directory.reviews.words_hint', { max: REVIEW_BODY_MAX })}
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            value={body}
            maxLength={REVIEW_BODY_MAX}
            rows={4}
            onChange={(event) => setBody(event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={pending}>
          {initial ? t('directory.reviews.update') : t('directory.reviews.post')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('directory.actions.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
