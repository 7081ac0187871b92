import type { TExternalPlatform } from '@haat/shared/social/constants';
import { clsx } from 'clsx';

/** The platform's mark as a coloured tile ("f", "in"); decorative, the platform's name is beside it. */
const marks: Record<TExternalPlatform, { text: string; tone: string }> = {
  facebook: { text: 'f', tone: 'bg-blue-700' },
  linkedin: { text: 'in', tone: 'bg-sky-800' },
};

export function PlatformBadge({ platform, className }: { platform: TExternalPlatform; className?: string }) {
  const mark = marks[platform];
  return (
    <span
      aria-hidden
      className={clsx(
        'grid size-10 shrink-0 place-items-center rounded-lg font-bold text-lg leading-none text-white',
        mark.tone,
        className,
      )}
      data-platform={platform}
    >
      {mark.text}
    </span>
  );
}
