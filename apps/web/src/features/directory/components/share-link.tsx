import { Check, Link2, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** Copy the page's address, and the system share sheet where the browser has one. */
export function ShareLink({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 3000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="secondary" onClick={copy} data-testid="copy-link">
        {state === 'copied' ? (
          <Check aria-hidden className="size-4" />
        ) : (
          <Link2 aria-hidden className="size-4" />
        )}
        {t('directory.share.copy')}
      </Button>
      {canShare ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => navigator.share({ title, url }).catch(() => undefined)}
        >
          <Share2 aria-hidden className="size-4" />
          {t('directory.share.share')}
        </Button>
      ) : null}
      <span role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {state === 'copied'
          ? t('directory.share.copied')
          : state === 'failed'
            ? t('directory.share.failed')
            : ''}
      </span>
    </div>
  );
}
