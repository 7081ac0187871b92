import type { TFeedPost } from '@haat/shared/social/community-schemas';
import { Ellipsis, Pencil, Trash2, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDeletePost } from '../api/delete-post.ts';
import { useUserProfile } from '../api/get-profile.ts';
import { FollowToggle } from './follow-toggle.tsx';

const itemClass =
  'flex min-h-11 w-full items-center gap-2 rounded-md px-3 text-start text-sm text-slate-900 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:text-slate-100 dark:hover:bg-slate-800';

/** Following the author from the menu: their state is read when the menu opens. */
function FollowAuthor({ post }: { post: TFeedPost }) {
  const profile = useUserProfile(post.author.id);
  if (profile.data?.me) return null;
  return (
    <FollowToggle
      kind="user"
      id={post.author.id}
      name={post.author.name}
      following={profile.data?.following}
      className="w-full"
    />
  );
}

/**
 * "More" on a post: for one's own, Edit (not for a share) and Delete with a confirmation; for
 * others', the author's posts and a Follow button. Escape or a click outside closes it.
 */
export function PostMenu({ post }: { post: TFeedPost }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePost();
  const panelId = useId();
  const box = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.getElementById(panelId)?.querySelector<HTMLElement>('a, button:not([disabled])')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, panelId]);
  const author = post.author.name;
  return (
    <div ref={box} className="relative shrink-0">
      <Button
        ref={trigger}
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('feed.menu.label')}
        onClick={() => setOpen((value) => !value)}
        data-testid="post-menu"
      >
        <Ellipsis aria-hidden className="size-5" />
      </Button>
      {open ? (
        <div
          id={panelId}
          className="absolute end-0 top-full z-20 mt-1 w-60 space-y-1 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {post.mine ? (
            <>
              {post.is_repost ? null : (
                <Link
                  to="/social/posts?status=published"
                  className={itemClass}
                  data-testid="my-published-posts"
                >
                  <Pencil aria-hidden className="size-4" />
                  {t('feed.menu.edit')}
                </Link>
              )}
              <button
                type="button"
                className={itemClass}
                onClick={() => {
                  setOpen(false);
                  setConfirming(true);
                }}
              >
                <Trash2 aria-hidden className="size-4" />
                {t('feed.menu.delete')}
              </button>
            </>
          ) : (
            <>
              <Link to={`/social/people/${post.author.id}`} className={itemClass}>
                <UserRound aria-hidden className="size-4" />
                {t('feed.menu.posts_of', { name: author })}
              </Link>
              <div className="p-1">
                <FollowAuthor post={post} />
              </div>
            </>
          )}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('feed.menu.delete_title')}
        confirmLabel={t('feed.menu.delete')}
        cancelLabel={t('feed.cancel')}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(post.id, { onSuccess: () => setConfirming(false) })}
      >
        <p>{t('feed.menu.delete_text')}</p>
      </ConfirmDialog>
    </div>
  );
}
