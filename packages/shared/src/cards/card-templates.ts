import type { TCardTemplate } from './schemas.ts';

/**
 * The four card designs as data: the one definition the editor's preview, the public page
 * `/c/{slug}`, `card.png` and `card.pdf` all draw from (docs/decisions/038).
 */
export interface TCardTemplateStyle {
  /** Around the card on its page. */
  page: string;
  card: string;
  ink: string;
  muted: string;
  line: string;
  /** Soft fill of buttons and of the initials. */
  soft: string;
  accent: string;
  onAccent: string;
  /** The header's background: one colour, or the stops of a 135° gradient. */
  head: readonly string[];
  headInk: string;
  /** A line under the header, for headers of the card's own colour. */
  headRule: boolean;
  /** The coloured band along the top of the printed card and of card.png. */
  band: readonly string[];
  radius: string;
  buttonRadius: string;
  photoShape: 'circle' | 'rounded' | 'square';
  align: 'center' | 'start';
  /** Space above and below the card on its page. */
  gap: string;
  shadow: string;
  border: string;
  nameSize: string;
  nameWeight: number;
  nameUppercase: boolean;
  /** Without a photo, the name's initials stand in the photo's place. */
  showInitials: boolean;
}

export const CARD_TEMPLATE_STYLES: Record<TCardTemplate, TCardTemplateStyle> = {
  classic: {
    page: '#eef2f7',
    card: '#ffffff',
    ink: '#1d2433',
    muted: '#5b6475',
    line: '#e3e7ee',
    soft: '#eef3fb',
    accent: '#1f5fbf',
    onAccent: '#ffffff',
    head: ['#1f5fbf'],
    headInk: '#ffffff',
    headRule: false,
    band: ['#1f5fbf'],
    radius: '1rem',
    buttonRadius: '.6rem',
    photoShape: 'circle',
    align: 'center',
    gap: '1.5rem',
    shadow: '0 4px 24px rgb(0 0 0/.08)',
    border: '0',
    nameSize: '1.6rem',
    nameWeight: 700,
    nameUppercase: false,
    showInitials: true,
  },
  modern: {
    page: '#f4f1fb',
    card: '#ffffff',
    ink: '#221b33',
    muted: '#6b6280',
    line: '#ebe6f5',
    soft: '#f1ecfb',
    accent: '#6d3fd6',
    onAccent: '#ffffff',
    head: ['#6d3fd6', '#d6457a'],
    headInk: '#ffffff',
    headRule: false,
    band: ['#6d3fd6', '#d6457a'],
    radius: '1.75rem',
    buttonRadius: '999px',
    photoShape: 'rounded',
    align: 'start',
    gap: '2rem',
    shadow: '0 12px 40px rgb(80 40 160/.18)',
    border: '0',
    nameSize: '1.6rem',
    nameWeight: 800,
    nameUppercase: false,
    showInitials: true,
  },
  bold: {
    page: '#0d0d0d',
    card: '#161616',
    ink: '#f5f5f5',
    muted: '#b5b5b5',
    line: '#2c2c2c',
    soft: '#232323',
    accent: '#ffcc00',
    onAccent: '#111111',
    head: ['#ffcc00'],
    headInk: '#111111',
    headRule: false,
    band: ['#ffcc00'],
    radius: '0',
    buttonRadius: '0',
    photoShape: 'square',
    align: 'start',
    gap: '0',
    shadow: 'none',
    border: '0',
    nameSize: '2.2rem',
    nameWeight: 900,
    nameUppercase: true,
    showInitials: true,
  },
  minimal: {
    page: '#ffffff',
    card: '#ffffff',
    ink: '#111111',
    muted: '#666666',
    line: '#e5e5e5',
    soft: '#f5f5f5',
    accent: '#111111',
    onAccent: '#ffffff',
    head: ['#ffffff'],
    headInk: '#111111',
    headRule: true,
    band: ['#111111'],
    radius: '0',
    buttonRadius: '.25rem',
    photoShape: 'circle',
    align: 'start',
    gap: '2rem',
    shadow: 'none',
    border: '1px solid #e5e5e5',
    nameSize: '1.6rem',
    nameWeight: 500,
    nameUppercase: false,
    showInitials: false,
  },
};

/** A CSS background from one colour or gradient stops. */
export function cssBackground(stops: readonly string[]): string {
  return stops.length > 1 ? `linear-gradient(135deg,${stops.join(',')})` : (stops[0] ?? 'transparent');
}

/** Up to two initials of a name, whole letters (a Bengali letter keeps its vowel sign). */
export function cardInitials(name: string): string {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => segmenter.segment(word)[Symbol.iterator]().next().value?.segment ?? '')
    .join('')
    .toUpperCase();
}
