import type { TKycDocumentType, TKycPartView } from '@haat/shared/trust/kyc-schemas';
import { clsx } from 'clsx';
import { CheckCircle2, Clock, RefreshCw } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useInText } from '../../wallet/components/in-text.ts';
import { KycImage } from './kyc-image.tsx';
import { useKycWords } from './words.ts';

const chip: Record<TKycPartView['status'], { icon: typeof Clock; tone: string }> = {
  pending: { icon: Clock, tone: 'text-sky-800 dark:text-sky-300' },
  accepted: { icon: CheckCircle2, tone: 'text-emerald-800 dark:text-emerald-300' },
  rejected: { icon: RefreshCw, tone: 'text-amber-800 dark:text-amber-300' },
};

/**
 * The parts of a submission: the images (the person's own, read privately) and the details, each
 * with its state; a rejected part says why in plain words, with staff's note.
 */
export function PartList({
  parts,
  documentType,
  details,
}: {
  parts: TKycPartView[];
  documentType: TKycDocumentType;
  details: React.ReactNode;
}) {
  const { t } = useTranslation();
  const words = useKycWords();
  const inText = useInText();
  return (
    <ul className="grid grid-cols-2 gap-3" data-testid="kyc-parts">
      {parts.map((part) => {
        const { icon: Icon, tone } = chip[part.status];
        const label = words.part(part.part, documentType);
        return (
          <li
            key={part.part}
            className={clsx(
              'space-y-2 rounded-lg border p-3',
              part.status === 'rejected'
                ? 'border-amber-400 bg-amber-50 dark:border-amber-700 dark:bg-amber-950'
                : 'border-slate-200 dark:border-slate-700',
              part.part === 'details' && 'col-span-2',
            )}
            data-testid={`kyc-part-${part.part}`}
            data-status={part.status}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold">{label}</h3>
              <span className={clsx('inline-flex items-center gap-1 text-sm font-semibold', tone)}>
                <Icon aria-hidden className="size-4" />
                {t(`kyc.part_status.${part.status}`)}
                {part.changed ? (
                  <span className="font-normal">{` · ${t('kyc.part_status.changed')}`}</span>
                ) : null}
              </span>
            </div>
            {part.part === 'details' ? details : null}
            {part.file ? (
              <KycImage
                fileId={part.file.id}
                alt={label}
                className="max-w-xs"
                testId={`kyc-sent-${part.part}`}
              />
            ) : null}
            {part.status === 'rejected' ? (
              <div className="text-sm" data-testid={`kyc-reason-${part.part}`}>
                <p className="font-medium text-slate-900 dark:text-white">
                  {part.reason ? words.reason(part.reason) : t('kyc.reason.other')}
                </p>
                {part.note ? (
                  <p className="mt-1 text-slate-700 dark:text-slate-300">
                    {t('kyc.staff_note', { note: inText.name(part.note) })}
                  </p>
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
