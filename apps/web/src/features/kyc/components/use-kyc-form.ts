import type { TKycDocumentType, TKycImagePart, TKycStatusView } from '@haat/shared/trust/kyc-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { createRef, type RefObject, useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSession } from '../../auth/api/session.ts';
import { kycKeys } from '../api/keys.ts';
import { useSubmitKyc } from '../api/submit-kyc.ts';
import {
  checkDetails,
  DETAIL_FIELDS,
  partOfField,
  planFor,
  stepOfField,
  stepsFor,
  submissionBody,
  type TDetailField,
  type TKycDetailsDraft,
  type TKycStep,
  waitingUploads,
} from '../kyc-logic.ts';
import { useKycImages } from './use-kyc-images.ts';

const LIMITS: Record<TDetailField, number> = { document_number: 40, full_name: 120, birth_date: 10 };
const LABELS: Record<TDetailField, string> = {
  document_number: 'kyc.details_step.number',
  full_name: 'kyc.details_step.full_name',
  birth_date: 'kyc.details_step.birth_date',
};

/**
 * The state of the identity form: the document, the details, the images, which step shows, and the
 * problems found (in the browser with the shared schema, or by the server, each at its field).
 * `next()` checks the current step before moving on; on the last step it sends.
 */
export function useKycForm(view: TKycStatusView, onSent: () => void) {
  const { t } = useTranslation();
  const { user } = useSession();
  const client = useQueryClient();
  const submit = useSubmitKyc();
  const submission = view.submission;
  const [documentType, setDocumentType] = useState<TKycDocumentType | undefined>(submission?.document_type);
  const [details, setDetails] = useState<TKycDetailsDraft>({
    document_number: submission?.document_number ?? '',
    full_name: submission?.full_name ?? '',
    birth_date: submission?.birth_date ?? '',
  });
  const [stepIndex, setStepIndex] = useState(0);
  const [documentError, setDocumentError] = useState<string>();
  const [detailErrors, setDetailErrors] = useState<Partial<Record<TDetailField, string>>>({});
  const [general, setGeneral] = useState<string>();
  const images = useKycImages(useMemo(() => waitingUploads(view.uploads), [view.uploads]));

  const plan = planFor(view, documentType ?? 'national_id');
  const steps = stepsFor(plan);
  const step: TKycStep = steps[Math.min(stepIndex, steps.length - 1)] ?? 'review';
  const refs = useMemo(
    () => ({
      document: createRef<HTMLInputElement>(),
      details: Object.fromEntries(
        DETAIL_FIELDS.map((field) => [field, createRef<HTMLInputElement>()]),
      ) as Record<TDetailField, RefObject<HTMLInputElement | null>>,
      images: { front: createRef(), back: createRef(), selfie: createRef() } as Record<
        TKycImagePart,
        RefObject<HTMLInputElement | null>
      >,
    }),
    [],
  );

  /** A message key in words: `validation.*` names the field, `kyc.*` are the screen's copies. */
  const words = (field: TDetailField, key: string) => t(key, { field: t(LABELS[field]), max: LIMITS[field] });

  const goTo = (target: TKycStep) => {
    const index = steps.indexOf(target);
    if (index >= 0) setStepIndex(index);
  };

  const checkStep = (): boolean => {
    if (step === 'document') {
      const problem = documentType ? undefined : t('kyc.document_type');
      setDocumentError(problem);
      if (problem) refs.document.current?.focus();
      return !problem;
    }
    if (step === 'details') {
      const found = checkDetails(documentType ?? 'national_id', details, user?.country);
      const texts = Object.fromEntries(
        Object.entries(found).map(([field, key]) => [field, words(field as TDetailField, key)]),
      );
      setDetailErrors(texts);
      const first = DETAIL_FIELDS.find((field) => texts[field]);
      if (first) refs.details[first].current?.focus();
      return !first;
    }
    if (step === 'images') {
      if (plan.images.some((part) => ['checking', 'uploading'].includes(images.images[part]?.phase ?? ''))) {
        setGeneral(t('kyc.image.busy'));
        return false;
      }
      const missing = plan.images.filter((part) => images.images[part]?.phase !== 'ready');
      for (const part of missing)
        if (images.images[part]?.phase !== 'failed') images.fail(part, t('kyc.image.missing'));
      const first = missing[0];
      if (first) refs.images[first].current?.focus();
      return !first;
    }
    return true;
  };

  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return setGeneral(t('kyc.form.failed'));
    if (error.status === 409) void client.invalidateQueries({ queryKey: kycKeys.status });
    const fields = Object.entries(error.errors).filter(([, messages]) => messages[0]);
    const placed = new Set<TKycStep>();
    const nextDetails: Partial<Record<TDetailField, string>> = {};
    for (const [field, [message = '']] of fields) {
      const at = stepOfField(field);
      if (!at || !steps.includes(at)) continue;
      placed.add(at);
      if (at === 'document') setDocumentError(message);
      else if (at === 'details') nextDetails[field as TDetailField] = message;
      else {
        const part = partOfField(field);
        if (part) images.fail(part, message);
      }
    }
    setDetailErrors(nextDetails);
    const first = steps.find((candidate) => placed.has(candidate));
    if (first) {
      setGeneral(t('kyc.form.fix'));
      goTo(first);
      return;
    }
    setGeneral(error.status === 0 ? t('kyc.form.network') : error.message || t('kyc.form.failed'));
  };

  const send = async () => {
    const ready = Object.fromEntries(
      plan.images.flatMap((part) => {
        const state = images.images[part];
        return state?.phase === 'ready' ? [[part, state.upload]] : [];
      }),
    );
    try {
      await submit.mutateAsync(submissionBody(plan, documentType ?? 'national_id', details, ready));
      onSent();
    } catch (error) {
      showServerErrors(error);
    }
  };

  const next = () => {
    setGeneral(undefined);
    if (!checkStep()) return;
    if (step === 'review') void send();
    else setStepIndex(steps.indexOf(step) + 1);
  };

  const back = () => {
    setGeneral(undefined);
    setStepIndex(Math.max(0, steps.indexOf(step) - 1));
  };

  return {
    submission,
    plan,
    steps,
    step,
    stepIndex: steps.indexOf(step),
    documentType: documentType ?? 'national_id',
    chosenDocument: documentType,
    chooseDocument: (value: TKycDocumentType) => {
      setDocumentType(value);
      setDocumentError(undefined);
    },
    details,
    setDetail: (field: TDetailField, value: string) => {
      setDetails((current) => ({ ...current, [field]: value }));
      setDetailErrors((current) => ({ ...current, [field]: undefined }));
    },
    documentError,
    detailErrors,
    general,
    images,
    refs,
    sending: submit.isPending,
    next,
    back,
    goTo: (target: TKycStep) => {
      setGeneral(undefined);
      goTo(target);
    },
  };
}
