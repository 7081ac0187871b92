import { BusinessAvatar } from '../../directory/components/business-avatar.tsx';

/** A person's picture, or their initials in a circle. Decorative: the name is beside it. */
export function PersonAvatar(props: { name: string; src: string | null; className?: string }) {
  return <BusinessAvatar {...props} round />;
}
