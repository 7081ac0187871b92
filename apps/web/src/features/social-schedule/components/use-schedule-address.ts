import { useSearchParams } from 'react-router';
import { pickChoice } from '../../../lib/use-search-choice.ts';
import { isDate, type TView, VIEWS } from '../schedule-logic.ts';

/**
 * The view and the shown date, kept in the address (`?view=week&date=2026-11-20`) so a link opens
 * the same week and Back goes to the previous one. Month and today are left out of it.
 */
export function useScheduleAddress(today: string) {
  const [params, setParams] = useSearchParams();
  const view = pickChoice(params.get('view'), VIEWS, 'month');
  const asked = params.get('date');
  const date = isDate(asked) ? asked : today;
  const show = (next: { view?: TView; date?: string }) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      const nextView = next.view ?? view;
      const nextDate = next.date ?? date;
      if (nextView === 'month') copy.delete('view');
      else copy.set('view', nextView);
      if (nextDate === today) copy.delete('date');
      else copy.set('date', nextDate);
      return copy;
    });
  return { view, date, show };
}
