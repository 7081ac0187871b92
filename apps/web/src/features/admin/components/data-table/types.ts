import type { ReactNode } from 'react';
import type { TRowSelection } from './use-row-selection.ts';

export interface TColumn<Row> {
  key: string;
  /** The translated column name (also the label of the value on phone cards). */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the header a sort button for this API sort field. */
  sortField?: string;
  /** The direction of the first click (dates usually start newest first). */
  firstSort?: 'asc' | 'desc';
  align?: 'start' | 'end';
  /** The card's title on phones (usually the cell with the row's link). */
  primary?: boolean;
  /** Left out of phone cards (e.g. a column repeated by the title). */
  hideOnCard?: boolean;
  className?: string;
}

/** The parts of a TanStack query result the table reads (pass the result itself). */
export interface TListStatus {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

export interface TDataTableProps<Row> {
  /** What the list is (the table's caption, read by screen readers). */
  label: string;
  columns: readonly TColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Names a row for its checkbox and details button ("Select Rahim Uddin"). */
  rowLabel: (row: Row) => string;
  /** The current sort (`field` / `-field`) and what a header click does. */
  sort?: string;
  onSort?: (field: string, first: 'asc' | 'desc') => void;
  /** Turns on row checkboxes (bulk actions). */
  selection?: TRowSelection;
  status: TListStatus;
  /** Shown instead of the table when there are no rows (defaults to a generic empty state). */
  empty?: ReactNode;
  /** A row's details, shown under it when expanded (e.g. the audit diff). */
  detail?: (row: Row) => ReactNode;
  /** The error text (defaults to a generic one). */
  errorText?: string;
  testId?: string;
}

/** What the table and card layouts get from `DataTable`. */
export type TLayoutProps<Row> = TDataTableProps<Row> & {
  rows: readonly Row[];
  open: ReadonlySet<string>;
  toggleOpen: (id: string) => void;
  testId: string;
};
