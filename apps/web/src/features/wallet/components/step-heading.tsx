import { useEffect, useRef } from 'react';

/** A step's heading that takes focus when the step appears, so keyboard and screen-reader users follow along. */
export function StepHeading({ children, autoFocus = true }: { children: string; autoFocus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  return (
    <h2
      ref={ref}
      tabIndex={-1}
      className="text-lg font-semibold text-slate-900 focus:outline-none dark:text-white"
    >
      {children}
    </h2>
  );
}
