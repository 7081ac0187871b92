import type { TKycStatusView } from '@haat/shared/trust/kyc-schemas';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StepList, useStepHeading } from '../../../components/ui/steps.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { DetailsStep } from './details-step.tsx';
import { DocumentStep } from './document-step.tsx';
import { ImagesStep } from './images-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { useKycForm } from './use-kyc-form.ts';

/**
 * Sending the document, one step at a time: document → details → photos → review and send. After
 * a rejection only the steps of the rejected parts appear. Each step's heading takes focus when it
 * shows; Enter moves on; problems show at their fields.
 */
export function KycForm({ view, onSent }: { view: TKycStatusView; onSent: () => void }) {
  const { t } = useTranslation();
  const form = useKycForm(view, onSent);
  const heading = useStepHeading(form.stepIndex);
  const again = view.status === 'rejected';
  const last = form.step === 'review';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.next();
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="kyc-form-title"
      className="space-y-5"
      data-testid="kyc-form"
    >
      <div className="space-y-3">
        <h2 id="kyc-form-title" className="text-lg font-semibold">
          {again ? t('kyc.form.title_again') : t('kyc.form.title_first')}
        </h2>
        <StepList
          steps={form.steps.map((key) => ({ key, label: t(`kyc.steps.${key}`) }))}
          current={form.stepIndex}
          label={t('kyc.form.steps')}
          doneText={t('kyc.form.step_done')}
        />
      </div>
      <section
        aria-labelledby="kyc-step-title"
        className="space-y-4 border-t border-slate-200 pt-4 dark:border-slate-700"
      >
        <h3
          id="kyc-step-title"
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-24 text-base font-semibold focus:outline-none"
          data-testid="kyc-step-title"
        >
          <span className="sr-only">
            {t('kyc.form.step_of', { n: form.stepIndex + 1, total: form.steps.length })}
            {': '}
          </span>
          {t(`kyc.step_title.${form.step}`)}
        </h3>
        {form.general ? (
          <Alert tone="error">
            <span data-testid="kyc-form-error">{form.general}</span>
          </Alert>
        ) : null}
        {form.step === 'document' ? (
          <DocumentStep
            value={form.chosenDocument}
            onChange={form.chooseDocument}
            error={form.documentError}
            firstRef={form.refs.document}
          />
        ) : null}
        {form.step === 'details' ? (
          <DetailsStep
            documentType={form.documentType}
            values={form.details}
            onChange={form.setDetail}
            errors={form.detailErrors}
            refs={form.refs.details}
          />
        ) : null}
        {form.step === 'images' ? (
          <ImagesStep
            documentType={form.documentType}
            parts={form.plan.images}
            control={form.images}
            refs={form.refs.images}
          />
        ) : null}
        {last ? (
          <ReviewStep
            plan={form.plan}
            documentType={form.documentType}
            details={form.details}
            images={form.images.images}
            submission={form.submission}
            onEdit={form.goTo}
          />
        ) : null}
      </section>
      <div className="flex flex-wrap-reverse items-center justify-between gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
        {form.stepIndex > 0 ? (
          <Button variant="secondary" onClick={form.back} disabled={form.sending} data-testid="kyc-back">
            <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
            {t('kyc.form.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" loading={form.sending} data-testid={last ? 'kyc-send' : 'kyc-next'}>
          {last ? (
            <>
              <Send aria-hidden className="size-4 rtl:-scale-x-100" />
              {t('kyc.form.send')}
            </>
          ) : (
            <>
              {t('kyc.form.next')}
              <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
