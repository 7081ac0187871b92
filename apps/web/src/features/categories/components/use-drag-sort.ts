import { type PointerEvent as ReactPointerEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { moveItem } from '../api/reorder-categories.ts';

interface TDrag<T> {
  id: string;
  order: T[];
}

const EDGE = 72;
const STEP = 12;

/** The nearest ancestor that scrolls vertically (the page itself when none does). */
function scrollParent(element: HTMLElement | null): HTMLElement {
  for (let node = element?.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight)
      return node;
  }
  return (document.scrollingElement as HTMLElement | null) ?? document.documentElement;
}

/**
 * Drag-to-reorder with a handle, for mouse, pen and touch (pointer events): while the pointer moves,
 * the list shows the order it would get; releasing saves it, Escape or a cancelled pointer puts it
 * back. The list scrolls when the pointer nears the top or bottom edge. Keyboard and screen-reader
 * users have the move buttons; the handle is an extra for pointers only.
 */
export function useDragSort<T extends { id: string; position: number }>(
  items: T[],
  listRef: RefObject<HTMLElement | null>,
  onDrop: (order: T[], id: string, to: number) => void,
) {
  const [drag, setDrag] = useState<TDrag<T>>();
  const cleanup = useRef<() => void>(undefined);
  useEffect(() => () => cleanup.current?.(), []);

  const start = (id: string) => (event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0 || !event.isPrimary || cleanup.current) return;
    event.preventDefault();
    // Listening on the window, not capturing the pointer: the dragged row moves in the DOM as the
    // order changes, which would release a capture and end the drag.
    const pointerId = event.pointerId;
    const scroller = scrollParent(listRef.current);
    let order = items;
    let pointerY = event.clientY;
    let frame = 0;
    setDrag({ id, order });

    const place = () => {
      const rows = [...(listRef.current?.children ?? [])].filter(
        (row): row is HTMLElement => row instanceof HTMLElement && row.dataset.categoryId !== id,
      );
      let to = 0;
      for (const row of rows) {
        const box = row.getBoundingClientRect();
        if (pointerY > box.top + box.height / 2) to += 1;
      }
      const from = order.findIndex((item) => item.id === id);
      if (from >= 0 && to !== from) {
        order = moveItem(order, from, to);
        setDrag({ id, order });
      }
    };
    const scroll = () => {
      const box =
        scroller === document.scrollingElement
          ? { top: 0, bottom: window.innerHeight }
          : scroller.getBoundingClientRect();
      // The bottom navigation covers the foot of the window on phones.
      const bottom = Math.min(box.bottom, window.innerHeight - 64);
      const delta = pointerY < box.top + EDGE ? -STEP : pointerY > bottom - EDGE ? STEP : 0;
      if (delta) {
        scroller.scrollBy(0, delta);
        place();
      }
      frame = requestAnimationFrame(scroll);
    };
    frame = requestAnimationFrame(scroll);

    const onMove = (moveEvent: PointerEvent) => {
      if (moveEvent.pointerId !== pointerId) return;
      pointerY = moveEvent.clientY;
      place();
    };
    const finish = (commit: boolean) => {
      cleanup.current?.();
      setDrag(undefined);
      const to = order.findIndex((item) => item.id === id);
      const from = items.findIndex((item) => item.id === id);
      if (commit && to !== from) onDrop(order, id, to);
    };
    const onUp = (upEvent: PointerEvent) => {
      if (upEvent.pointerId === pointerId) finish(true);
    };
    const onCancel = (cancelEvent: PointerEvent) => {
      if (cancelEvent.pointerId === pointerId) finish(false);
    };
    const onKey = (keyEvent: KeyboardEvent) => {
      if (keyEvent.key === 'Escape') {
        keyEvent.preventDefault();
        finish(false);
      }
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    window.addEventListener('keydown', onKey);
    cleanup.current = () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      window.removeEventListener('keydown', onKey);
      cleanup.current = undefined;
    };
  };

  return { items: drag?.order ?? items, draggingId: drag?.id, start };
}
