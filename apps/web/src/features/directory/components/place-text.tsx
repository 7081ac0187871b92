import { Fragment } from 'react';
import { useLanguage } from '../../../lib/use-page.ts';

/**
 * Parts of an address joined by the language's comma, each isolated (`<bdi>`) so that a Latin
 * street name in an Arabic page (or the reverse) keeps its own direction and the commas stay put.
 */
export function PlaceText({ parts }: { parts: (string | null | undefined)[] }) {
  const lang = useLanguage();
  const separator = lang === 'ar' ? '، ' : lang === 'ch' ? '，' : ', ';
  // A part may repeat ("Dubai, Dubai"): number the repeats for the keys.
  const seen = new Map<string, number>();
  const shown = parts
    .filter((part): part is string => !!part)
    .map((part) => {
      const count = (seen.get(part) ?? 0) + 1;
      seen.set(part, count);
      return { part, key: `${part}#${count}` };
    });
  return (
    <>
      {shown.map(({ part, key }, index) => (
        <Fragment key={key}>
          {index > 0 ? separator : null}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </>
  );
}
