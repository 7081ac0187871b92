import type { TKycDocumentType, TKycImagePart } from '@haat/shared/trust/kyc-schemas';
import type { Ref } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { ImagePartField } from './image-part-field.tsx';
import { PhotoTips } from './tips.tsx';
import type { TKycImagesControl } from './use-kyc-images.ts';
import { useKycWords } from './words.ts';

/** The photos to send (all of them the first time; only the rejected ones after a rejection). */
export function ImagesStep({
  documentType,
  parts,
  control,
  refs,
}: {
  documentType: TKycDocumentType;
  parts: TKycImagePart[];
  control: TKycImagesControl;
  refs: Partial<Record<TKycImagePart, Ref<HTMLInputElement>>>;
}) {
  const { t } = useTranslation();
  const words = useKycWords();
  const documentPhotos = parts.some((part) => part !== 'selfie');
  return (
    <div className="space-y-5" data-testid="kyc-images-step">
      <p className="text-slate-700 dark:text-slate-300">
        {t(documentType === 'passport' ? 'kyc.images_step.text_passport' : 'kyc.images_step.text')}
      </p>
      <PhotoTips document={documentPhotos} selfie={parts.includes('selfie')} />
      {parts.map((part) => (
        <ImagePartField
          key={part}
          part={part}
          label={words.part(part, documentType)}
          state={control.images[part] ?? { phase: 'empty' }}
          onChoose={(file) => void control.choose(part, file)}
          onRetry={() => control.retry(part)}
          onCancel={() => control.cancel(part)}
          inputRef={refs[part]}
        />
      ))}
    </div>
  );
}
