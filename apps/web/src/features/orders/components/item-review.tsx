import type { TOrderDetail } from '@haat/shared/orders/schemas';
import { Pencil, Star } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { ReviewForm } from '../../directory/components/review-form.tsx';
import { StarRow } from '../../directory/components/stars.tsx';
import { useReviewItem } from '../api/review-item.ts';

type TItem = TOrderDetail['items'][number];

/**
 * Under an item of the buyer's completed order: their review of it (stars and words) with a way to
 * edit it, or a button that opens the review form. It feeds the product's and the seller's rating.
 */
export function ItemReview({ orderId, item }: { orderId: string; item: TItem }) {
  const { t } = useTranslation();
  const review = useReviewItem(orderId);
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  if (open)
    return (
      <div className="mt-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60" data-testid="item-review-form">
        <ReviewForm
          initial={item.review}
          pending={review.isPending}
          save={async (input) => {
            await review.mutateAsync({ itemId: item.id, ...input });
            return t('orders.review.saved');
          }}
          onDone={(message) => {
            setOpen(false);
            setSaved(message);
          }}
          onCancel={() => setOpen(false)}
        />
      </div>
    );
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="item-review">
      {item.review ? (
        <>
          <span className="flex items-center gap-1">
            <StarRow value={item.review.rating} />
            <span className="sr-only">{t('orders.review.yours', { rating: item.review.rating })}</span>
          </span>
          {item.review.body ? (
            <span dir="auto" className="min-w-0 break-words text-slate-700 dark:text-slate-300">
              {item.review.body}
            </span>
          ) : null}
          <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
            <Pencil aria-hidden className="size-4" />
            {t('orders.review.edit')}
          </Button>
        </>
      ) : (
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
          <Star aria-hidden className="size-4" />
          {t('orders.review.write')}
        </Button>
      )}
      {saved ? (
        <span role="status" className="text-emerald-800 dark:text-emerald-300">
          {saved}
        </span>
      ) : null}
    </div>
  );
}
