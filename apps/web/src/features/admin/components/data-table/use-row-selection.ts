import { useState } from 'react';

export interface TRowSelection {
  /** The selected rows' ids. */
  selected: ReadonlySet<string>;
  /** How many are selected. */
  count: number;
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Selects every id given (the page), or clears them when all were selected already. */
  togglePage: (ids: readonly string[]) => void;
  clear: () => void;
}

/**
 * Row selection for a DataTable. `resetKey` (the list's query) clears the selection when the view
 * changes (another page or filter), so a bulk action never reaches rows no longer on screen.
 */
export function useRowSelection(resetKey: string): TRowSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    setKey(resetKey);
    if (selected.size > 0) setSelected(new Set());
  }
  return {
    selected,
    count: selected.size,
    isSelected: (id) => selected.has(id),
    toggle: (id) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    togglePage: (ids) =>
      setSelected((current) => {
        const all = ids.length > 0 && ids.every((id) => current.has(id));
        const next = new Set(current);
        for (const id of ids) {
          if (all) next.delete(id);
          else next.add(id);
        }
        return next;
      }),
    clear: () => setSelected(new Set()),
  };
}
