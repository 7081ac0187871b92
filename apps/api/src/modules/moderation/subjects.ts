import type { TModerationState, TReportSubjectType } from '@haat/shared';
import type { TExecutor } from '../../db/client.ts';
import type { TStorage } from '../../plugins/storage.ts';
import { findVcardById, setCardModeration } from '../cards/repository.ts';
import {
  findBusinessForStaff,
  findBusinessReviewForModeration,
  setBusinessReviewModeration,
  setBusinessSuspension,
} from '../directory/repository.ts';
import { findProductReviewRow, setProductReviewModeration } from '../orders/product-reviews.ts';
import { findProductForModeration, setProductModeration } from '../products/repository.ts';
import {
  findComment,
  findFeedPost,
  findPostForModeration,
  setCommentModeration,
  setPostModeration,
} from '../social/community/repository.ts';

/*
 * Each kind of reportable content, read and moderated through its own area's functions (issue 17):
 * who owns it, whether visitors can see it, what staff see of it, and hiding or restoring it.
 */

/** What the queue and the reporting need of a subject. */
export interface TSubjectInfo {
  ownerId: string | null;
  /** Visitors can see it now (reports of anything else are refused). */
  visible: boolean;
  /** Staff's state (a business: `hidden` while suspended). */
  moderation: TModerationState | null;
  /** A short excerpt, title or name. */
  text: string | null;
  imageUrl: string | null;
  /** Where it appears on the site. */
  url: string | null;
}

export type TModerationChange = { state: TModerationState; reason: string } | null;

const EXCERPT = 160;

function excerpt(value: string | null | undefined): string | null {
  if (!value) return null;
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1)}…` : flat;
}

/** The subject as it is now, or undefined when it no longer exists. */
export async function describeSubject(
  db: TExecutor,
  storage: TStorage,
  type: TReportSubjectType,
  id: string,
): Promise<TSubjectInfo | undefined> {
  switch (type) {
    case 'post': {
      const post = await findPostForModeration(db, id);
      if (!post) return undefined;
      return {
        ownerId: post.authorId,
        visible: (await findFeedPost(db, id)) !== undefined,
        moderation: post.moderation,
        text: excerpt(post.content),
        imageUrl: null,
        url: '/social',
      };
    }
    case 'comment': {
      const comment = await findComment(db, id);
      if (!comment) return undefined;
      const live = comment.deletedAt === null && comment.moderation === null;
      return {
        ownerId: comment.authorId,
        visible: live && (await findFeedPost(db, comment.postId)) !== undefined,
        moderation: comment.moderation,
        text: comment.deletedAt ? null : excerpt(comment.body),
        imageUrl: null,
        url: '/social',
      };
    }
    case 'product': {
      const product = await findProductForModeration(db, id);
      if (!product) return undefined;
      return {
        ownerId: product.sellerId,
        visible: product.status === 'active' && product.moderation === null,
        moderation: product.moderation,
        text: excerpt(product.title),
        imageUrl: product.thumbKey ? storage.url(product.thumbKey) : null,
        url: `/p/${product.slug}`,
      };
    }
    case 'business': {
      const business = await findBusinessForStaff(db, id);
      if (!business) return undefined;
      return {
        ownerId: business.ownerId,
        visible: business.kind === 'business' && business.suspendedAt === null,
        moderation: business.suspendedAt ? 'hidden' : null,
        text: excerpt(business.name),
        imageUrl: business.logoThumbKey ? storage.url(business.logoThumbKey) : null,
        url: business.kind === 'business' ? `/b/${business.slug}` : null,
      };
    }
    case 'business_review': {
      const review = await findBusinessReviewForModeration(db, id);
      if (!review) return undefined;
      return {
        ownerId: review.userId,
        visible: review.moderation === null && review.businessListed,
        moderation: review.moderation,
        text: excerpt(review.body) ?? `★ ${review.rating}`,
        imageUrl: null,
        url: `/b/${review.businessSlug}`,
      };
    }
    case 'product_review': {
      const review = await findProductReviewRow(db, id);
      if (!review) return undefined;
      const product = review.productId ? await findProductForModeration(db, review.productId) : undefined;
      const productVisible = product?.status === 'active' && product.moderation === null;
      return {
        ownerId: review.userId,
        visible: review.moderation === null && productVisible,
        moderation: review.moderation,
        text: excerpt(review.body) ?? `★ ${review.rating}`,
        imageUrl: null,
        url: product ? `/p/${product.slug}` : null,
      };
    }
    case 'card': {
      const card = await findVcardById(db, id);
      if (!card) return undefined;
      return {
        ownerId: card.userId,
        visible: card.status === 'active' && card.isPublic && card.moderation === null,
        moderation: card.moderation,
        text: excerpt([card.fullName, card.jobTitle, card.company].filter(Boolean).join(' · ')),
        imageUrl: card.photoThumbKey ? storage.url(card.photoThumbKey) : null,
        url: `/c/${card.slug}`,
      };
    }
  }
}

/**
 * Hides, removes or (with `null`) restores the subject through its area, in the caller's
 * transaction: a business is suspended (and its suspension lifted). False when it no longer exists.
 */
export async function setSubjectModeration(
  db: TExecutor,
  type: TReportSubjectType,
  id: string,
  change: TModerationChange,
): Promise<boolean> {
  switch (type) {
    case 'post':
      return setPostModeration(db, id, change);
    case 'comment':
      return setCommentModeration(db, id, change);
    case 'product':
      return setProductModeration(db, id, change);
    case 'business':
      return (await setBusinessSuspension(db, id, change ? { reason: change.reason } : null)) !== undefined;
    case 'business_review':
      return setBusinessReviewModeration(db, id, change);
    case 'product_review':
      return setProductReviewModeration(db, id, change);
    case 'card':
      return setCardModeration(db, id, change);
  }
}
