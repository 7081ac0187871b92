import { Check, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle, useLanguage } from '../../../lib/use-page.ts';

// Tailwind's default breakpoints, the ones the layout uses.
const BREAKPOINTS = [
  { name: '2xl', min: 1536 },
  { name: 'xl', min: 1280 },
  { name: 'lg', min: 1024 },
  { name: 'md', min: 768 },
  { name: 'sm', min: 640 },
  { name: 'base', min: 0 },
];

function isShown(testId: string): boolean {
  const element = document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
  return !!element && getComputedStyle(element).display !== 'none';
}

function measure() {
  return {
    width: window.innerWidth,
    height: window.innerHeight,
    ratio: window.devicePixelRatio,
    left: isShown('left-panel'),
    right: isShown('right-panel'),
    bottom: isShown('bottom-nav'),
  };
}

export default function ResponsiveTest() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [view, setView] = useState(measure);
  useDocumentTitle(t('responsive.title'));

  useEffect(() => {
    const update = () => setView(measure());
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);

  const breakpoint = BREAKPOINTS.find((b) => view.width >= b.min)?.name ?? 'base';
  const panels = [
    { key: 'left', shown: view.left },
    { key: 'right', shown: view.right },
    { key: 'bottom', shown: view.bottom },
  ];

  return (
    <div className="space-y-5">
      <PageHeader title={t('responsive.title')} subtitle={t('responsive.intro')} />
      <Card>
        <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-3">
          <div className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
            <dt className="text-sm text-slate-700 dark:text-slate-300">{t('responsive.breakpoint')}</dt>
            <dd className="text-xl font-bold" data-testid="rt-breakpoint">
              {breakpoint}
            </dd>
          </div>
          <div className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
            <dt className="text-sm text-slate-700 dark:text-slate-300">{t('responsive.viewport')}</dt>
            <dd className="text-xl font-bold" dir="ltr" data-testid="rt-viewport">
              {`${formatNumber(view.width, lang)} × ${formatNumber(view.height, lang)}`}
            </dd>
          </div>
          <div className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
            <dt className="text-sm text-slate-700 dark:text-slate-300">{t('responsive.pixel_ratio')}</dt>
            <dd className="text-xl font-bold">{formatNumber(view.ratio, lang)}</dd>
          </div>
        </dl>
      </Card>
      <Card aria-labelledby="rt-panels">
        <h2 id="rt-panels" className="mb-3 text-lg font-semibold">
          {t('responsive.panels')}
        </h2>
        <ul className="space-y-2">
          {panels.map(({ key, shown }) => (
            <li
              key={key}
              className="flex items-center gap-3"
              data-testid={`rt-panel-${key}`}
              data-shown={shown}
            >
              {shown ? (
                <Check aria-hidden className="size-5 text-emerald-700 dark:text-emerald-400" />
              ) : (
                <X aria-hidden className="size-5 text-slate-500" />
              )}
              <span className="flex-1">{t(`responsive.panel_${key}`)}</span>
              <span className="font-semibold">
                {shown ? t('responsive.visible') : t('responsive.hidden')}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('responsive.rules')}</p>
      </Card>
    </div>
  );
}
