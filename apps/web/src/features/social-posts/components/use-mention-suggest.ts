import { POST_MENTIONS_MAX, type TPost } from '@haat/shared/social/post-schemas';
import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  type SyntheticEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type TDirectoryEntry, useMentionSearch } from '../api/search-mentions.ts';
import { insertMention, mentionQueryAt } from '../mention-logic.ts';

export type TPostMention = TPost['mentions'][number];

/** How long typing pauses before businesses are looked up. */
export const MENTION_PAUSE_MS = 250;

export type TSuggestStatus = 'closed' | 'full' | 'loading' | 'failed' | 'none' | 'results';

/** Where the caret is, or null while the field is not focused or text is selected. */
function caretOf(field: HTMLTextAreaElement): number | null {
  return field.selectionStart === field.selectionEnd ? field.selectionStart : null;
}

/**
 * Business suggestions for the `@word` at the caret of the post's text, as a combobox: the
 * directory is searched once typing pauses; arrow keys move through the list, Enter or Tab chooses,
 * Escape closes it until the word changes. Choosing writes `@Name ` and adds the business to the
 * post's mentions (once, at most `POST_MENTIONS_MAX`).
 */
export function useMentionSuggest({
  value,
  onChange,
  mentions,
  onMentions,
  field,
}: {
  value: string;
  onChange: (value: string) => void;
  mentions: readonly TPostMention[];
  onMentions: (mentions: TPostMention[]) => void;
  field: RefObject<HTMLTextAreaElement | null>;
}) {
  const listId = useId();
  const [caret, setCaret] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState('');
  const [active, setActive] = useState(0);
  const [searched, setSearched] = useState('');
  const pendingCaret = useRef<number | null>(null);

  const at = caret === null ? null : mentionQueryAt(value, caret);
  const query = at?.query ?? '';
  const shown = !!at && `${at.start}:${query}` !== dismissed;
  const full = mentions.length >= POST_MENTIONS_MAX;

  useEffect(() => {
    if (!query) {
      setSearched('');
      return;
    }
    const timer = setTimeout(() => setSearched(query), MENTION_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const search = useMentionSearch(shown && !full ? searched : '');
  const options: TDirectoryEntry[] = shown && !full && searched ? (search.data ?? []) : [];
  const status: TSuggestStatus = !shown
    ? 'closed'
    : full
      ? 'full'
      : options.length > 0
        ? 'results'
        : search.isError
          ? 'failed'
          : searched !== query || search.isFetching || !search.data
            ? 'loading'
            : 'none';

  // A new list starts at its first business.
  const listKey = options.map((option) => option.id).join();
  const [seenList, setSeenList] = useState(listKey);
  if (seenList !== listKey) {
    setSeenList(listKey);
    setActive(0);
  }

  // Once the chosen name is in the text, the caret goes after it (every render: a cheap check).
  useLayoutEffect(() => {
    const next = pendingCaret.current;
    if (next === null || !field.current) return;
    pendingCaret.current = null;
    field.current.setSelectionRange(next, next);
  });

  const choose = (entry: TDirectoryEntry) => {
    if (!at) return;
    const next = insertMention(value, at, entry.name);
    pendingCaret.current = next.caret;
    setCaret(next.caret);
    onChange(next.text);
    if (!mentions.some((mention) => mention.id === entry.id) && !full)
      onMentions([...mentions, { id: entry.id, name: entry.name, slug: entry.slug }]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!shown) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDismissed(`${at?.start}:${query}`);
      return;
    }
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + options.length) % options.length);
    } else if (
      (event.key === 'Enter' || (event.key === 'Tab' && !event.shiftKey)) &&
      !event.altKey &&
      !event.ctrlKey &&
      !event.metaKey
    ) {
      const entry = options[active];
      if (!entry) return;
      event.preventDefault();
      choose(entry);
    }
  };

  const follow = (event: SyntheticEvent<HTMLTextAreaElement>) => setCaret(caretOf(event.currentTarget));
  const expanded = options.length > 0;
  const activeOption = expanded ? `${listId}-option-${Math.min(active, options.length - 1)}` : undefined;

  return {
    listId,
    status,
    query,
    options,
    active,
    setActive,
    choose,
    /** Spread on the textarea: the combobox's ARIA state and the events that follow the caret. */
    fieldProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': expanded ? listId : undefined,
      'aria-activedescendant': activeOption,
      onKeyDown,
      onSelect: follow,
      onInput: follow,
      onFocus: follow,
      onBlur: (_event: FocusEvent<HTMLTextAreaElement>) => setCaret(null),
    } as const,
  };
}

export type TMentionSuggest = ReturnType<typeof useMentionSuggest>;
