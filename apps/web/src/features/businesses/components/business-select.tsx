import type { TBusiness } from '@haat/shared/directory/schemas';
import { useId } from 'react';
import { Select } from '../../../components/ui/field.tsx';

/**
 * A labelled choice among the person's businesses, with a first option for none of them (e.g. "All
 * businesses" or "Myself"); the value is the business id, or '' for that first option.
 */
export function BusinessSelect({
  label,
  noneLabel,
  businesses,
  value,
  onChange,
  testId,
}: {
  label: string;
  noneLabel: string;
  businesses: Pick<TBusiness, 'id' | 'name'>[];
  value: string;
  onChange: (id: string) => void;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="min-w-0 flex-[0_1_18rem] max-sm:flex-auto">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
        <option value="">{noneLabel}</option>
        {businesses.map((business) => (
          <option key={business.id} value={business.id}>
            {business.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
