import { CATEGORY_NAME_MAX, ZCategoryNameSchema } from '@haat/shared/directory/schemas';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * Words the problems of a category name: the shared rule checked in the browser first, then the
 * server's answer (field errors such as a duplicate name arrive already translated).
 */
export function useNameErrors() {
  const { t } = useTranslation();
  const word = (key: string) =>
    t(key, { field: t('fields.category_name'), max: CATEGORY_NAME_MAX, defaultValue: key });
  return {
    /** The trimmed name to send, or the first problem of `value`. */
    check(value: string): { name: string; error?: undefined } | { name?: undefined; error: string } {
      const result = ZCategoryNameSchema.safeParse(value);
      if (result.success) return { name: result.data };
      return { error: word(result.error.issues[0]?.message ?? 'validation.invalid') };
    },
    /** The server's problem with the name, or undefined when the error is not about the name. */
    fromServer(error: unknown): string | undefined {
      if (!(error instanceof ApiError)) return undefined;
      const message = error.errors.name?.[0];
      if (!message) return undefined;
      return /^validation\.[a-z_]+$/.test(message) ? word(message) : message;
    },
  };
}
