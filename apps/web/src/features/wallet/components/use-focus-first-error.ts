import { useEffect, useRef } from 'react';
import type { TFieldErrors } from './server-errors.ts';

/**
 * After a refused step, the first field with an error inside the returned ref's element takes
 * focus (its message is read with it).
 */
export function useFocusFirstError(errors: TFieldErrors) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (Object.values(errors).some(Boolean))
      panel.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return panel;
}
