import type { TLanguageCode } from './languages.ts';
import { isMessageKey, translate } from './translate.ts';

/** The parts of a zod issue needed to word it for a person. */
export interface TIssueLike {
  path: readonly PropertyKey[];
  message: string;
  minimum?: unknown;
  maximum?: unknown;
}

export function issueField(issue: TIssueLike): string {
  const last = [...issue.path].reverse().find((part) => typeof part === 'string');
  return typeof last === 'string' ? last : '_';
}

/** Message keys of field labels that differ by form, e.g. `{ name: 'fields.business_name' }`. */
export type TFieldLabels = Readonly<Record<string, string>>;

/** Words one issue in `lang`: `validation.required` on `email` becomes "Email is required". */
export function formatIssue(issue: TIssueLike, lang: TLanguageCode, labels: TFieldLabels = {}): string {
  const field = issueField(issue);
  const labelKey = labels[field] ?? `fields.${field}`;
  // A message that is no key of ours comes from zod itself (English only): word it generically.
  if (!isMessageKey(issue.message)) {
    return issue.path.length === 0
      ? translate(lang, 'api.bad_request')
      : translate(lang, 'validation.invalid', {
          field: isMessageKey(labelKey) ? translate(lang, labelKey) : field,
        });
  }
  const label = isMessageKey(labelKey) ? translate(lang, labelKey) : field;
  return translate(lang, issue.message, {
    field: label,
    min:
      typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint'
        ? Number(issue.minimum)
        : undefined,
    max:
      typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint'
        ? Number(issue.maximum)
        : undefined,
  });
}

/**
 * Groups issues into the `errors` object of the error shape: `{ field: [message] }`. A field gets
 * the message of its first failed rule only ("Email is required", not also "…valid email…").
 */
export function issuesToFieldErrors(
  issues: readonly TIssueLike[],
  lang: TLanguageCode,
  labels: TFieldLabels = {},
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (!errors[key]) errors[key] = [formatIssue(issue, lang, labels)];
  }
  return errors;
}
