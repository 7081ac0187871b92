import { Download, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { useSession } from '../../auth/api/session.ts';
import { RECOVERY_FILE_NAME, recoveryCodesClipboard, recoveryCodesFile } from '../codes.ts';
import { CopyButton } from './copy-button.tsx';

/**
 * The ten recovery codes, shown this once (after turning two-factor on or making new codes): copy,
 * download as `haat-recovery-codes.txt`, and "I have saved these codes" back to the status. The
 * heading takes focus, so a screen reader starts with what happened and what to do.
 */
export function RecoveryCodes({
  codes,
  reason,
  onDone,
}: {
  codes: readonly string[];
  reason: 'enabled' | 'regenerated';
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { user } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // Closing the tab or reloading would lose codes that are never shown again: the browser asks first.
  useEffect(() => {
    const hold = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', hold);
    return () => window.removeEventListener('beforeunload', hold);
  }, []);

  const download = () => {
    const text = recoveryCodesFile(codes, {
      title: t('security.codes.file_title'),
      account: t('security.codes.file_account', { account: user?.email ?? '' }),
      created: t('security.codes.file_created', { date: formatDateTime(new Date(), lang) }),
      advice: t('security.codes.file_advice'),
    });
    saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), RECOVERY_FILE_NAME);
  };

  return (
    <div className="space-y-4" data-testid="recovery-codes">
      <Alert tone="success">{t(`security.codes.${reason}`)}</Alert>
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {t('security.codes.title')}
      </h2>
      <p className="text-slate-700 dark:text-slate-300">{t('security.codes.text')}</p>
      <p className="flex items-start gap-2 font-medium text-amber-900 dark:text-amber-200">
        <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
        {t('security.codes.once')}
      </p>
      <ol
        aria-label={t('security.codes.list_label')}
        dir="ltr"
        className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-lg sm:grid-cols-2 dark:border-slate-700 dark:bg-slate-950"
        data-testid="recovery-code-list"
      >
        {codes.map((code, index) => (
          <li key={code} className="flex items-baseline gap-2">
            <span aria-hidden className="w-6 text-end text-sm text-slate-500 dark:text-slate-400">
              {index + 1}.
            </span>
            <span className="select-all text-slate-900 dark:text-slate-100" data-testid="recovery-code">
              {code}
            </span>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        <CopyButton
          text={recoveryCodesClipboard(codes)}
          label={t('security.codes.copy_label')}
          testId="copy-recovery-codes"
        >
          {t('security.codes.copy')}
        </CopyButton>
        <Button variant="secondary" onClick={download} data-testid="download-recovery-codes">
          <Download aria-hidden className="size-4" />
          {t('security.codes.download')}
        </Button>
      </div>
      <Button onClick={onDone} className="w-full sm:w-auto" data-testid="recovery-codes-saved">
        {t('security.codes.saved')}
      </Button>
    </div>
  );
}
