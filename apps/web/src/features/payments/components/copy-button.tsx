import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** Copies `text` and says so for a moment (announced to screen readers). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'ok' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
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
    <span className="inline-flex items-center gap-2">
      <Button variant="secondary" size="sm" onClick={copy} aria-label={label}>
        {state === 'ok' ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
        {state === 'ok' ? t('payments.copied') : t('payments.copy')}
      </Button>
      <span role="status" className="sr-only">
        {state === 'ok' ? t('payments.copied') : state === 'failed' ? t('payments.copy_failed') : ''}
      </span>
    </span>
  );
}
