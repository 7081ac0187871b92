import { Field, Input } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** The amount in taka on the money forms (Latin or Bengali digits; parsed by `parseTaka`). */
export function AmountField({
  value,
  onChange,
  hint,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  hint: string;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Field label={t('wallet.amount_label')} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          placeholder="0.00"
          className="text-lg tabular-nums"
        />
      )}
    </Field>
  );
}
