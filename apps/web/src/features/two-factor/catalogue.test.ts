import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every word key that the two-factor screens name literally is in the English catalogues (the
 * locale check then holds the other eight languages to English).
 */
const src = resolve(import.meta.dirname, '../..');
const locales = join(src, 'locales/en');

type TNode = { [key: string]: string | TNode };

/** Namespaces share top-level keys (`auth` is in common and auth), so they merge deeply, as lib/i18n.ts does. */
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
  if (typeof node === 'string') return true;
  // A plural key: its forms are `key_one`, `key_other`…
  const parts = key.split('.');
  const last = parts.pop() as string;
  const parent = parts.reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], catalogue);
  return typeof (parent as Record<string, unknown>)?.[`${last}_other`] === 'string';
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
  ...sourceFiles(join(src, 'features/two-factor')),
  join(src, 'features/auth/components/two-factor-step.tsx'),
  join(src, 'features/auth/routes/login.tsx'),
  join(src, 'features/settings/components/two-factor-summary.tsx'),
  join(src, 'features/settings/components/change-password.tsx'),
  join(src, 'features/wallet/routes/withdraw.tsx'),
];

describe('two-factor words', () => {
  const catalogue = merged();

  it('names only keys that exist in English', () => {
    const missing: string[] = [];
    for (const file of FILES) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(
        /['`]((?:security|auth\.two_factor|wallet\.step_up|settings)\.[a-z_.]+)['`]/g,
      )) {
        const key = match[1] as string;
        if (!has(catalogue, key)) missing.push(`${file.slice(src.length + 1)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('words every way a session passed two-factor and every security notification', () => {
    for (const way of ['code', 'recovery_code', 'remembered_device'])
      expect(has(catalogue, `settings.session_two_factor.${way}`)).toBe(true);
    for (const type of [
      'two_factor_enabled',
      'two_factor_disabled',
      'two_factor_recovery_codes_regenerated',
      'two_factor_recovery_code_used',
    ]) {
      expect(has(catalogue, `notifications.type.${type}.title`)).toBe(true);
      expect(has(catalogue, `notifications.type.${type}.detail`)).toBe(true);
    }
    expect(has(catalogue, 'notifications.type.two_factor_recovery_code_used.detail_unknown')).toBe(true);
  });
});
