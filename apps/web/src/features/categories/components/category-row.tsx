import { CATEGORY_NAME_MAX } from '@haat/shared/directory/schemas';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, Check, GripVertical, Package, Pencil, Trash2, X } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import type { TBusinessCategory } from '../api/list-categories.ts';
import { useRenameCategory } from '../api/rename-category.ts';
import { useNameErrors } from './name-error.ts';

export type TFocusKind = 'up' | 'down' | 'rename' | 'delete';

/** The attribute the screen finds a row's controls by, to put focus back after a change. */
export const focusKey = (id: string, kind: TFocusKind) => `${id}:${kind}`;

const iconButton = (disabled: boolean) =>
  clsx(
    buttonClass('ghost', 'sm', 'size-11 px-0 sm:size-9'),
    disabled && 'cursor-not-allowed opacity-40 hover:bg-transparent dark:hover:bg-transparent',
  );

/** One category: its place, name, product count and link, rename in place, move and delete. */
export function CategoryRow({
  category,
  index,
  total,
  businessId,
  onMove,
  onDelete,
  onRenamed,
  dragging,
  onDragStart,
}: {
  category: TBusinessCategory;
  index: number;
  total: number;
  businessId: string;
  onMove: (index: number, direction: -1 | 1) => void;
  onDelete: (category: TBusinessCategory) => void;
  onRenamed: (id: string, name: string) => void;
  /** This row is being dragged to a new place. */
  dragging?: boolean;
  /** Starts a drag from the handle (pointer users; the move buttons do the same by keyboard). */
  onDragStart?: (event: PointerEvent<HTMLElement>) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rename = useRenameCategory(businessId);
  const names = useNameErrors();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(category.name);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const item = useRef<HTMLLIElement>(null);
  const refocus = useRef(false);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const nameId = `category-${category.id}`;
  const first = index === 0;
  const last = index === total - 1;

  // Opening the editor selects the name; closing it gives focus back to the Rename button.
  useEffect(() => {
    if (editing) input.current?.select();
    else if (refocus.current) {
      refocus.current = false;
      item.current?.querySelector<HTMLElement>(`[data-focus="${focusKey(category.id, 'rename')}"]`)?.focus();
    }
  }, [editing, category.id]);

  const stopEditing = () => {
    refocus.current = true;
    setEditing(false);
    setError(undefined);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (rename.isPending) return;
    const checked = names.check(value);
    if (checked.error !== undefined) {
      setError(checked.error);
      input.current?.focus();
      return;
    }
    if (checked.name === category.name) {
      stopEditing();
      return;
    }
    try {
      const renamed = await rename.mutateAsync({ id: category.id, name: checked.name });
      onRenamed(category.id, renamed.name);
      stopEditing();
    } catch (problem) {
      setError(names.fromServer(problem) ?? t('categories.rename.failed'));
      input.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setValue(category.name);
      stopEditing();
    }
  };

  const countLabel = t('categories.row.products', { count: category.product_count });

  return (
    <li
      ref={item}
      data-testid="category-row"
      data-category-id={category.id}
      className={clsx(
        'flex flex-wrap items-center gap-x-3 gap-y-2 py-3',
        dragging &&
          'relative z-10 -mx-2 rounded-lg bg-emerald-50 px-2 shadow-lg ring-2 ring-emerald-600 dark:bg-emerald-950 dark:ring-emerald-400',
      )}
    >
      {onDragStart ? (
        <span
          aria-hidden
          data-testid={editing ? undefined : 'drag-handle'}
          title={editing ? undefined : t('categories.row.drag')}
          onPointerDown={editing ? undefined : onDragStart}
          className={clsx(
            '-me-2 grid h-11 w-8 shrink-0 cursor-grab touch-none select-none place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 active:cursor-grabbing sm:h-9 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100',
            // Kept (empty) while renaming so the row does not shift.
            editing && 'invisible',
          )}
        >
          <GripVertical className="size-5" />
        </span>
      ) : null}
      <span
        aria-hidden
        className="grid size-8 shrink-0 place-items-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200"
      >
        {formatNumber(index + 1, lang)}
      </span>

      {editing ? (
        <form onSubmit={save} noValidate className="flex min-w-0 flex-1 basis-48 flex-wrap items-start gap-2">
          <div className="min-w-0 flex-1 basis-48">
            <label htmlFor={inputId} className="sr-only">
              {t('categories.rename.label', { name: category.name })}
            </label>
            <Input
              ref={input}
              id={inputId}
              name="name"
              value={value}
              maxLength={CATEGORY_NAME_MAX}
              autoComplete="off"
              enterKeyHint="done"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                setValue(event.target.value);
                if (error) setError(undefined);
              }}
              onKeyDown={onKeyDown}
            />
            {error ? (
              <p
                id={errorId}
                role="alert"
                className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400"
              >
                {error}
              </p>
            ) : null}
          </div>
          <div className="flex gap-2">
            <Button type="submit" loading={rename.isPending}>
              <Check aria-hidden className="size-4" />
              {t('categories.rename.save')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setValue(category.name);
                stopEditing();
              }}
            >
              <X aria-hidden className="size-4" />
              {t('categories.rename.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div className="min-w-0 flex-1 basis-40">
            <h3 id={nameId} className="break-words font-semibold text-slate-900 dark:text-white">
              <bdi>{category.name}</bdi>
            </h3>
            <Link
              to={`/business/products?business=${businessId}&category=${category.id}`}
              className="inline-flex min-h-6 items-center gap-1.5 rounded text-sm text-emerald-800 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:text-emerald-300"
            >
              <Package aria-hidden className="size-4 shrink-0" />
              {countLabel}
              <span className="sr-only">{` ${t('categories.row.in', { name: category.name })}`}</span>
            </Link>
          </div>
          <div className="ms-auto flex flex-wrap items-center justify-end gap-1">
            <button
              type="button"
              data-focus={focusKey(category.id, 'up')}
              aria-label={t('categories.row.move_up', { name: category.name })}
              aria-disabled={first || undefined}
              className={iconButton(first)}
              onClick={() => (first ? undefined : onMove(index, -1))}
            >
              <ArrowUp aria-hidden className="size-5" />
            </button>
            <button
              type="button"
              data-focus={focusKey(category.id, 'down')}
              aria-label={t('categories.row.move_down', { name: category.name })}
              aria-disabled={last || undefined}
              className={iconButton(last)}
              onClick={() => (last ? undefined : onMove(index, 1))}
            >
              <ArrowDown aria-hidden className="size-5" />
            </button>
            <Button
              variant="ghost"
              size="sm"
              data-focus={focusKey(category.id, 'rename')}
              className="min-h-11 sm:min-h-9"
              onClick={() => {
                setValue(category.name);
                setEditing(true);
              }}
            >
              <Pencil aria-hidden className="size-4" />
              <span>{t('categories.row.rename')}</span>
              <span className="sr-only">{` ${category.name}`}</span>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              data-focus={focusKey(category.id, 'delete')}
              className="min-h-11 text-red-700 sm:min-h-9 dark:text-red-400"
              onClick={() => onDelete(category)}
            >
              <Trash2 aria-hidden className="size-4" />
              <span>{t('categories.row.delete')}</span>
              <span className="sr-only">{` ${category.name}`}</span>
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
