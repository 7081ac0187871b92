import { type DragEvent, useState } from 'react';
import { DRAG_TYPE } from './post-chip.tsx';

/**
 * Makes an element a place to drop a dragged post on (native drag and drop): it is marked while a
 * post is over it, and `onDrop` gets the post's id.
 */
export function useDropTarget(onDrop: (postId: string) => void) {
  const [over, setOver] = useState(false);
  const carriesPost = (event: DragEvent) => event.dataTransfer.types.includes(DRAG_TYPE);
  return {
    over,
    props: {
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (!carriesPost(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        if (!over) setOver(true);
      },
      onDragLeave: (event: DragEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        setOver(false);
        const id = event.dataTransfer.getData(DRAG_TYPE);
        if (!id) return;
        event.preventDefault();
        onDrop(id);
      },
    },
  };
}
