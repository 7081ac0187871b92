import type { TCardTemplate } from '@haat/shared/cards/schemas';
import { clsx } from 'clsx';
import { Globe, Mail, MapPin, Phone } from 'lucide-react';

export interface TPreviewValues {
  full_name?: string | null;
  job_title?: string | null;
  company?: string | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  address?: string | null;
  photo?: string | null;
  template: TCardTemplate;
  /** The card's language; Arabic cards read right to left. */
  language?: string | null;
}

const frames: Record<TCardTemplate, string> = {
  classic: 'bg-white text-slate-900 border border-slate-200 dark:border-slate-700',
  modern:
    'bg-white text-slate-900 border border-slate-200 sm:grid sm:grid-cols-[8rem_1fr] dark:border-slate-700',
  bold: 'bg-slate-900 text-white border-4 border-amber-400',
  minimal: 'bg-stone-50 text-stone-900 border border-stone-300',
};

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0])
      .join('')
      .toUpperCase() || '?'
  );
}

function Avatar({ values, className }: { values: TPreviewValues; className: string }) {
  return values.photo ? (
    <img src={values.photo} alt="" className={clsx('object-cover', className)} />
  ) : (
    <span aria-hidden className={clsx('grid place-items-center font-bold', className)}>
      {initials(values.full_name ?? '')}
    </span>
  );
}

/** A card as it will look on its public page, in one of four designs; mirrors for Arabic cards. */
export function CardPreview({ values, label }: { values: TPreviewValues; label: string }) {
  const template = values.template;
  const rtl = values.language === 'ar';
  const contacts = [
    { icon: Phone, text: values.phone, ltr: true },
    { icon: Mail, text: values.email, ltr: true },
    { icon: Globe, text: values.website, ltr: true },
    { icon: MapPin, text: values.address, ltr: false },
  ].filter((row) => row.text);
  const name = values.full_name || '—';
  const role = [values.job_title, values.company].filter(Boolean).join(' · ');

  return (
    <figure
      aria-label={label}
      dir={values.language ? (rtl ? 'rtl' : 'ltr') : undefined}
      data-template={template}
      data-testid="card-preview"
      className={clsx('overflow-hidden rounded-2xl shadow-md', frames[template])}
    >
      {template === 'classic' ? <div className="h-16 bg-emerald-700" /> : null}
      {template === 'modern' ? (
        <div className="flex items-center justify-center bg-gradient-to-b from-sky-700 to-indigo-800 p-4 sm:h-full">
          <Avatar values={values} className="size-20 rounded-xl bg-white/20 text-2xl text-white" />
        </div>
      ) : null}
      <div
        className={clsx(
          'p-5',
          template === 'classic' && '-mt-12 text-center',
          template === 'bold' && 'py-7',
          template === 'minimal' && 'py-6',
        )}
      >
        {template === 'classic' ? (
          <Avatar
            values={values}
            className="mx-auto size-20 rounded-full border-4 border-white bg-emerald-100 text-2xl text-emerald-900"
          />
        ) : null}
        {template === 'bold' ? (
          <Avatar values={values} className="mb-3 size-16 rounded-full bg-amber-400 text-xl text-slate-900" />
        ) : null}
        <p
          className={clsx(
            'break-words font-bold',
            template === 'classic' && 'mt-2 text-xl',
            template === 'modern' && 'text-xl text-indigo-900',
            template === 'bold' && 'text-3xl uppercase tracking-wide text-amber-300',
            template === 'minimal' && 'border-b border-stone-300 pb-2 font-serif text-2xl font-medium',
          )}
        >
          {name}
        </p>
        {role ? (
          <p
            className={clsx(
              'mt-1 text-sm',
              template === 'bold' ? 'text-slate-200' : 'text-slate-700',
              template === 'minimal' && 'italic text-stone-700',
            )}
          >
            {role}
          </p>
        ) : null}
        {contacts.length > 0 ? (
          <ul
            className={clsx(
              'mt-4 space-y-1.5 text-sm',
              template === 'classic' && 'inline-block text-start',
              template === 'bold' && 'text-slate-100',
            )}
          >
            {contacts.map(({ icon: Icon, text, ltr }) => (
              <li key={String(text)} className="flex items-start gap-2">
                <Icon
                  aria-hidden
                  className={clsx(
                    'mt-0.5 size-4 shrink-0',
                    template === 'bold'
                      ? 'text-amber-300'
                      : template === 'modern'
                        ? 'text-sky-700'
                        : 'text-emerald-700',
                    template === 'minimal' && 'text-stone-500',
                  )}
                />
                <span dir={ltr ? 'ltr' : undefined} className="min-w-0 break-all">
                  {text}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </figure>
  );
}
