import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** Copies `text`; says "Copied" for a moment, or how to copy by hand when the browser refuses (announced). */
export function CopyButton({
  text,
  label,
  children,
  testId,
}: {
  text: string;
  /** The accessible name, saying what is copied. */
  label: string;
  children: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'ok' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'ok') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('ok');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={copy} aria-label={label} data-testid={testId}>
        {state === 'ok' ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
        {state === 'ok' ? t('security.codes.copied') : children}
      </Button>
      <span
        role="status"
        className={state === 'failed' ? 'basis-full text-sm text-red-700 dark:text-red-400' : 'sr-only'}
      >
        {state === 'ok'
          ? t('security.codes.copied')
          : state === 'failed'
            ? t('security.codes.copy_failed')
            : ''}
      </span>
    </>
  );
}
