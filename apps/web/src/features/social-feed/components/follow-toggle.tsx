import { Check, UserPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { type TFollowKind, useFollow } from '../api/follow.ts';

/**
 * Follow or stop following a person or business: a toggle button named "Follow <name>", pressed
 * while following (it reads "Following"). `following` undefined: not known yet (disabled).
 */
export function FollowToggle({
  kind,
  id,
  name,
  following,
  size = 'sm',
  className,
}: {
  kind: TFollowKind;
  id: string;
  name: string;
  following: boolean | undefined;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const { t } = useTranslation();
  const follow = useFollow(kind, id);
  return (
    <Button
      size={size}
      variant={following ? 'secondary' : 'primary'}
      aria-pressed={following ?? false}
      aria-label={t('feed.follow.follow_name', { name })}
      disabled={following === undefined}
      loading={follow.isPending}
      className={className}
      data-testid="follow-button"
      onClick={() =>
        follow.mutate(!following, {
          onError: (error) =>
            showToast({
              tone: 'error',
              message:
                error instanceof ApiError && error.status !== 0 ? error.message : t('feed.follow.failed'),
            }),
        })
      }
    >
      {following ? <Check aria-hidden className="size-4" /> : <UserPlus aria-hidden className="size-4" />}
      {following ? t('feed.follow.following') : t('feed.follow.follow')}
    </Button>
  );
}
