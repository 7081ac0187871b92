import { UserPlus } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useToken } from '../../auth/api/session.ts';
import { useBusinessProfile } from '../api/get-profile.ts';
import { FollowToggle } from './follow-toggle.tsx';

type TProps = { businessId: string; slug: string; name: string };

function SignedInFollow({ businessId, name }: TProps) {
  const { t } = useTranslation();
  const profile = useBusinessProfile(businessId);
  if (profile.isError) return null;
  const data = profile.data;
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="business-follow">
      {data?.mine ? null : (
        <FollowToggle kind="business" id={businessId} name={name} following={data?.following} />
      )}
      {data ? (
        <span className="text-sm text-slate-700 dark:text-slate-300" data-testid="business-followers">
          {t('feed.counts.followers', { count: data.counts.followers })}
        </span>
      ) : null}
    </div>
  );
}

/** The business page's Follow button and follower count (lazy, `follow-slot.tsx`); guests sign in first. */
export default function BusinessFollow(props: TProps) {
  const { t } = useTranslation();
  const token = useToken();
  if (!token)
    return (
      <div data-testid="business-follow">
        <ButtonLink
          to={`/login?redirect=${encodeURIComponent(`/b/${props.slug}`)}`}
          size="sm"
          aria-label={t('feed.follow.follow_name', { name: props.name })}
          data-testid="follow-sign-in"
        >
          <UserPlus aria-hidden className="size-4" />
          {t('feed.follow.follow')}
        </ButtonLink>
      </div>
    );
  return <SignedInFollow {...props} />;
}
