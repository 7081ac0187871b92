import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, Skeleton, Spinner } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useWhatsappStatus } from '../api/get-whatsapp-status.ts';
import { canStart, closedToExplain, stepOf } from '../whatsapp-logic.ts';
import { ClosedNote } from './closed-note.tsx';
import { CodeStep } from './code-step.tsx';
import { ManualStep } from './manual-step.tsx';
import { VerifiedNumber } from './verified-number.tsx';

// The form reads phone numbers (libphonenumber's metadata): loaded when someone starts.
const StartForm = lazy(() => import('./start-form.tsx').then((module) => ({ default: module.StartForm })));

/**
 * The WhatsApp part of `/profile` (decision 063): the verified number (remove, change), or the way to
 * verify one: a number and a way (a code by WhatsApp, or a reference the person sends that staff
 * confirm), then the code or the reference, until it is verified. A verification that ended without
 * success is explained. After each of the person's own steps the next step's heading takes focus.
 */
export function WhatsappSection() {
  const { t } = useTranslation();
  const status = useWhatsappStatus();
  const [starting, setStarting] = useState(false);
  const [actions, setActions] = useState(0);
  const [notice, setNotice] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  // Set by the person's own step; a change seen by polling (staff approved) leaves focus alone.
  const wantFocus = useRef(false);
  const acted = actions > 0;
  const act = (next?: string) => {
    wantFocus.current = true;
    setActions((count) => count + 1);
    setNotice(next ?? '');
  };
  const open = () => {
    setNotice('');
    setStarting(true);
  };
  const step = status.data ? stepOf(status.data) : undefined;
  // After the person's own step, a view without a field of its own brings focus to the heading.
  useEffect(() => {
    if (!wantFocus.current || starting || !step || actions === 0) return;
    wantFocus.current = false;
    if (step !== 'code') heading.current?.focus();
  }, [actions, step, starting]);

  const body = () => {
    if (status.isPending)
      return (
        <div aria-busy="true" className="space-y-2">
          <span className="sr-only" role="status">
            {t('whatsapp.loading')}
          </span>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-10 w-48" />
        </div>
      );
    if (status.isError || !status.data)
      return (
        <Alert tone="error">
          <p>{t('whatsapp.failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => status.refetch()}>
            {t('whatsapp.retry')}
          </Button>
        </Alert>
      );
    const data = status.data;
    const view = stepOf(data);
    const closed = closedToExplain(data);
    const form = (
      <Suspense fallback={<Spinner label={t('whatsapp.loading')} />}>
        <StartForm
          status={data}
          onStarted={() => {
            setStarting(false);
            act();
          }}
          onCancel={() => {
            setStarting(false);
            act();
          }}
        />
      </Suspense>
    );
    if (view === 'code') return <CodeStep status={data} focusOnMount={acted} onDone={act} />;
    if (view === 'manual') return <ManualStep status={data} onDone={act} />;
    if (view === 'verified')
      return (
        <VerifiedNumber
          status={data}
          notice={notice}
          changing={starting}
          form={starting ? form : null}
          onChange={open}
          onRemoved={() => act(t('whatsapp.verified.removed'))}
        />
      );
    return (
      <div className="space-y-4">
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {closed ? <ClosedNote verification={closed} /> : null}
        {!canStart(data) ? (
          <Alert tone="info">{t('whatsapp.start.unavailable')}</Alert>
        ) : starting ? (
          form
        ) : (
          <>
            <p className="text-slate-700 dark:text-slate-300">{t('whatsapp.start.intro')}</p>
            <Button onClick={open} data-testid="whatsapp-start">
              <MessageCircle aria-hidden className="size-5" />
              {t(closed ? 'whatsapp.start.again' : 'whatsapp.start.open')}
            </Button>
          </>
        )}
      </div>
    );
  };

  return (
    <Card aria-labelledby="whatsapp-title">
      <div className="mb-3 flex items-center gap-2">
        <MessageCircle aria-hidden className="size-5 text-emerald-700 dark:text-emerald-400" />
        <h2
          ref={heading}
          id="whatsapp-title"
          tabIndex={-1}
          className="text-lg font-semibold focus:outline-none"
        >
          {t('whatsapp.title')}
        </h2>
      </div>
      <div data-testid="whatsapp-section">{body()}</div>
    </Card>
  );
}
