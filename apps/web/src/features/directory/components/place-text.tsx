import { Fragment } from 'react';
import { useLanguage } from '../../../lib/use-page.ts';

/**
 * Parts of an address joined by the language's comma, each isolated (`<bdi>`) so that a Latin
 * street name in an Arabic page (or the reverse) keeps its own direction and the commas stay put.
 */
export function PlaceText({ parts }: { parts: (string | null | undefined)[] }) {
  const lang = useLanguage();
  const separator = lang === 'ar' ? '، ' : lang === 'ch' ? '，' : ', ';
  const shown = parts.filter((part): part is string => !!part);
  return (
    <>
      {shown.map((part, index) => (
        <Fragment key={`${index}-${part}`}>
          {index > 0 ? separator : null}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </>
  );
}
