import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  applyListChange,
  hasActiveFilters,
  listQuery,
  nextSort,
  readListState,
  type TListDefaults,
  useListParams,
} from './list-params.ts';

const DEFAULTS: TListDefaults<'q' | 'status' | 'from'> = {
  filters: { q: '', status: 'active', from: '' },
  choices: { status: ['active', 'suspended', 'all'] },
  sort: '-created_at',
  sortable: ['created_at', 'name'],
  perPage: 25,
};

const read = (query: string) => readListState(new URLSearchParams(query), DEFAULTS);
const change = (query: string, next: Parameters<typeof applyListChange<'q' | 'status' | 'from'>>[2]) =>
  applyListChange(new URLSearchParams(query), DEFAULTS, next).toString();

describe('readListState', () => {
  it('gives the defaults for an empty address', () => {
    expect(read('')).toEqual({
      filters: { q: '', status: 'active', from: '' },
      sort: '-created_at',
      page: 1,
      perPage: 25,
    });
  });

  it('restores a bookmarked view (saved view)', () => {
    expect(read('q=rahim&status=suspended&sort=name&page=3&per_page=50')).toEqual({
      filters: { q: 'rahim', status: 'suspended', from: '' },
      sort: 'name',
      page: 3,
      perPage: 50,
    });
  });

  it('ignores unknown choices, sorts, pages and page sizes', () => {
    expect(read('status=deleted&sort=password&page=-2&per_page=1000')).toEqual(read(''));
    expect(read('page=abc&per_page=7').page).toBe(1);
    expect(read('sort=-name').sort).toBe('-name');
  });

  it('lets an empty value override a non-empty default ("any")', () => {
    expect(read('status=').filters.status).toBe('');
  });
});

describe('applyListChange', () => {
  it('a filter change goes back to page 1 and drops defaults from the address', () => {
    expect(change('q=a&page=4', { type: 'filters', values: { q: 'rahim  ' } })).toBe('q=rahim');
    expect(change('status=suspended&page=2', { type: 'filters', values: { status: 'active' } })).toBe('');
  });

  it('keeps parameters the list does not own', () => {
    expect(change('view=topups&page=2', { type: 'filters', values: { q: 'x' } })).toBe('view=topups&q=x');
  });

  it('sort and page size changes also reset the page; a page change keeps the filters', () => {
    expect(change('q=x&page=3', { type: 'sort', sort: 'name' })).toBe('q=x&sort=name');
    expect(change('q=x&page=3', { type: 'sort', sort: '-created_at' })).toBe('q=x');
    expect(change('q=x&page=3', { type: 'perPage', perPage: 100 })).toBe('q=x&per_page=100');
    expect(change('q=x', { type: 'page', page: 2 })).toBe('q=x&page=2');
    expect(change('q=x&page=2', { type: 'page', page: 1 })).toBe('q=x');
  });

  it('reset clears every filter, sort and page but nothing else', () => {
    expect(change('view=a&q=x&status=all&sort=name&page=2&per_page=10', { type: 'reset' })).toBe('view=a');
  });
});

describe('nextSort', () => {
  it('flips the current field and starts another in its first direction', () => {
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-name', 'name')).toBe('name');
    expect(nextSort('-created_at', 'name')).toBe('name');
    expect(nextSort('name', 'created_at', 'desc')).toBe('-created_at');
  });
});

describe('listQuery and hasActiveFilters', () => {
  it('sends every non-empty filter with sort and paging; the export leaves paging out', () => {
    const state = read('q=a%26b&page=2');
    expect(listQuery(state)).toBe('q=a%26b&status=active&sort=-created_at&page=2&per_page=25');
    expect(listQuery(state, false)).toBe('q=a%26b&status=active&sort=-created_at');
    expect(hasActiveFilters(state, DEFAULTS)).toBe(true);
    expect(hasActiveFilters(read('page=3&sort=name'), DEFAULTS)).toBe(false);
  });
});

describe('useListParams', () => {
  function Probe() {
    const list = useListParams(DEFAULTS);
    return createElement(
      'pre',
      null,
      JSON.stringify({ filters: list.filters, query: list.query, filtered: list.filtered }),
    );
  }
  const render = (url: string) => {
    const html = renderToString(createElement(MemoryRouter, { initialEntries: [url] }, createElement(Probe)));
    const json = html
      .replace(/^<pre>|<\/pre>$/g, '')
      .replaceAll('&quot;', '"')
      .replaceAll('&amp;', '&');
    return JSON.parse(json) as { filters: Record<string, string>; query: string; filtered: boolean };
  };

  it('reads the view from the address it is opened at', () => {
    expect(render('/admin/users?status=suspended&q=omar&page=2')).toEqual({
      filters: { q: 'omar', status: 'suspended', from: '' },
      query: 'q=omar&status=suspended&sort=-created_at&page=2&per_page=25',
      filtered: true,
    });
    expect(render('/admin/users').filtered).toBe(false);
  });
});
