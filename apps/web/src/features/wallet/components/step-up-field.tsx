import { Field, Input } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * The account password typed again to confirm money going out (decision 052): withdrawals always,
 * transfers above the platform's amount. Shown in the confirmation step; the server's 422 on
 * `password` lands here.
 */
export function StepUpField(props: { value: string; onChange: (value: string) => void; error?: string }) {
  const { t } = useTranslation();
  return (
    <Field label={t('wallet.step_up.label')} hint={t('wallet.step_up.hint')} error={props.error}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={256}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          data-testid="step-up-password"
        />
      )}
    </Field>
  );
}
