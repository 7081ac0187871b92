import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  KYC_DOCUMENT_TYPES,
  KYC_PARTS,
  KYC_REJECTION_REASONS,
  KYC_STATUSES,
} from '@haat/shared/trust/kyc-schemas';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_TYPES } from '../notifications/components/describe-verification.ts';

/*
 * Every word key the identity screens name is in the English catalogues (the locale check then holds
 * the other eight languages to English), including the keys they build from the shared lists.
 */
const src = resolve(import.meta.dirname, '../..');
const locales = join(src, 'locales/en');
const shared = resolve(src, '../../../packages/shared/src/i18n/messages/en.json');

type TNode = { [key: string]: string | TNode };

function merge(target: TNode, source: TNode): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (typeof value === 'object' && current && typeof current === 'object') merge(current, value);
    else target[key] = value;
  }
}

/** The web catalogues and the shared one's `validation`, `fields` and `api`, as lib/i18n.ts loads them. */
function merged(): TNode {
  const all: TNode = {};
  for (const file of readdirSync(locales).filter((name) => name.endsWith('.json')))
    merge(all, JSON.parse(readFileSync(join(locales, file), 'utf8')));
  const { validation, fields, api } = JSON.parse(readFileSync(shared, 'utf8'));
  merge(all, { validation, fields, api });
  return all;
}

function lookup(catalogue: TNode, key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const has = (catalogue: TNode, key: string) => typeof lookup(catalogue, key) === 'string';

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
  ...sourceFiles(join(src, 'features/kyc')),
  join(src, 'features/settings/components/identity-summary.tsx'),
  join(src, 'features/notifications/components/describe-verification.ts'),
];

describe('identity verification words', () => {
  const catalogue = merged();

  it('names only keys that exist in English', () => {
    const missing: string[] = [];
    for (const file of FILES) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/['`]((?:kyc|settings\.identity|validation)\.[a-z_.]+[a-z])['`]/g)) {
        const key = match[1] as string;
        if (!has(catalogue, key)) missing.push(`${file.slice(src.length + 1)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('words every status, document, part, reason and step', () => {
    const keys = [
      ...KYC_STATUSES.flatMap((status) => [`kyc.badge.${status}`, `settings.identity.${status}`]),
      ...['pending', 'approved', 'rejected'].flatMap((status) => [
        `kyc.${status}.title`,
        `kyc.${status}.text`,
      ]),
      ...KYC_DOCUMENT_TYPES.flatMap((type) => [
        `kyc.document.${type}`,
        `kyc.document_hint.${type}`,
        `kyc.number_${type}`,
        `kyc.details_step.number_hint.${type}`,
      ]),
      ...KYC_PARTS.flatMap((part) => [`kyc.part.${part}`, `notifications.kyc_part.${part}`]),
      'kyc.part.front_passport',
      ...['pending', 'accepted', 'rejected'].map((status) => `kyc.part_status.${status}`),
      ...KYC_REJECTION_REASONS.flatMap((reason) => [
        `kyc.reason.${reason}`,
        `notifications.kyc_reason.${reason}`,
      ]),
      ...['document', 'details', 'images', 'review'].flatMap((step) => [
        `kyc.steps.${step}`,
        `kyc.step_title.${step}`,
      ]),
      ...['submitted', 'resubmitted', 'approved', 'rejected'].map((action) => `kyc.history.${action}`),
      ...VERIFICATION_TYPES.map((type) => `notifications.type.${type}.title`),
    ];
    expect(keys.filter((key) => !has(catalogue, key))).toEqual([]);
  });

  it('copies the server’s checks word for word, so the browser says what the server would', () => {
    const server = JSON.parse(readFileSync(shared, 'utf8')).kyc as Record<string, string>;
    for (const key of [
      'too_young',
      'full_name',
      'document_type',
      'number_bd_nid',
      'image_too_small',
      'image_size',
    ])
      expect(lookup(catalogue, `kyc.${key}`)).toBe(server[key]);
  });
});
