import { clsx } from 'clsx';
import { linkHref, textParts } from '../post-logic.ts';

/**
 * A post's text with hashtags, `@Name`s of `mentions` and links highlighted, built as React nodes (never as HTML). Links
 * open in a new tab only when `links` is set (the preview shows them, without sending anyone off).
 */
export function RichText({
  text,
  links = false,
  mentions,
  className,
}: {
  text: string;
  links?: boolean;
  /** Names of the mentioned businesses. */
  mentions?: readonly string[];
  className?: string;
}) {
  return (
    <p className={clsx('whitespace-pre-wrap break-words', className)} dir="auto">
      {textParts(text, mentions).map((part, index) => {
        const key = `${index}-${part.kind}`;
        if (part.kind === 'text') return <span key={key}>{part.value}</span>;
        if (part.kind === 'hashtag' || part.kind === 'mention')
          return (
            <span key={key} className="font-medium text-sky-800 dark:text-sky-300" data-part={part.kind}>
              {part.value}
            </span>
          );
        return links ? (
          <a
            key={key}
            href={linkHref(part.value)}
            target="_blank"
            rel="noreferrer nofollow"
            className="break-all text-sky-800 underline dark:text-sky-300"
          >
            {part.value}
          </a>
        ) : (
          <span key={key} className="break-all text-sky-800 underline dark:text-sky-300" data-part="link">
            {part.value}
          </span>
        );
      })}
    </p>
  );
}
