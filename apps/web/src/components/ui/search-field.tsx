import { Search } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Field, Input } from './field.tsx';

/** How long typing pauses before a search applies. */
export const SEARCH_PAUSE_MS = 400;

/**
 * A labelled search box for list filters: what is typed applies after a short pause, or at once
 * with Enter; when the applied value changes elsewhere (Back, "Clear filters") the box follows it.
 */
export function SearchField({
  label,
  hint,
  value,
  onSearch,
  placeholder,
  className,
  testId,
  maxLength = 100,
}: {
  label: ReactNode;
  hint?: ReactNode;
  /** The applied search (from the address). */
  value: string;
  /** Called with the trimmed text once typing pauses or Enter is pressed. */
  onSearch: (text: string) => void;
  placeholder?: string;
  className?: string;
  testId?: string;
  maxLength?: number;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => () => clearTimeout(timer.current), []);
  const apply = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== value) latest.current(next.trim());
  };
  const typed = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(next), SEARCH_PAUSE_MS);
  };

  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        apply(text);
      }}
    >
      <Field label={label} hint={hint}>
        {({ id, describedBy }) => (
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
            />
            <Input
              id={id}
              type="search"
              dir="auto"
              value={text}
              maxLength={maxLength}
              autoComplete="off"
              enterKeyHint="search"
              placeholder={placeholder}
              onChange={(event) => typed(event.target.value)}
              aria-describedby={describedBy}
              className="ps-9"
              data-testid={testId}
            />
          </div>
        )}
      </Field>
    </form>
  );
}
