import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every word key the WhatsApp screens (the profile's section, staff's list, the forms' button) name
 * literally is in the English catalogues; the locale check then holds the other eight languages to
 * English. Keys built at run time (`…status.${status}`) are checked for every value.
 */
const src = resolve(import.meta.dirname, '../..');
const locales = join(src, 'locales/en');

type TNode = { [key: string]: string | TNode };

function merge(target: TNode, source: TNode): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (typeof value === 'object' && current && typeof current === 'object') merge(current, value);
    else target[key] = value;
  }
}

function merged(): TNode {
  const all: TNode = {};
  for (const file of readdirSync(locales).filter((name) => name.endsWith('.json')))
    merge(all, JSON.parse(readFileSync(join(locales, file), 'utf8')));
  return all;
}

function has(catalogue: TNode, key: string): boolean {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

const FILES = [
  ...sourceFiles(join(src, 'features/whatsapp')),
  ...sourceFiles(join(src, 'features/admin-whatsapp')),
  join(src, 'features/profile/components/identity-badge.tsx'),
];

describe('WhatsApp words', () => {
  const catalogue = merged();

  it('names only keys that exist in English', () => {
    const missing: string[] = [];
    for (const file of FILES) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(
        /['`]((?:whatsapp|admin\.whatsapp|admin\.payments|profile)\.[a-z_.]+)['`]/g,
      )) {
        const key = match[1] as string;
        if (!key.endsWith('.') && !has(catalogue, key)) missing.push(`${file.slice(src.length + 1)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('words every status, way and event', () => {
    for (const status of ['pending', 'verified', 'rejected', 'expired', 'cancelled'])
      expect(has(catalogue, `admin.whatsapp.status.${status}`)).toBe(true);
    for (const method of ['code', 'manual']) {
      expect(has(catalogue, `admin.whatsapp.method.${method}`)).toBe(true);
      expect(has(catalogue, `whatsapp.start.${method}`)).toBe(true);
      expect(has(catalogue, `whatsapp.start.${method}_hint`)).toBe(true);
    }
    for (const action of [
      'requested',
      'code_sent',
      'code_send_failed',
      'code_failed',
      'verified',
      'approved',
      'rejected',
      'resent',
      'cancelled',
    ])
      expect(has(catalogue, `admin.whatsapp.event.${action}`)).toBe(true);
  });
});
