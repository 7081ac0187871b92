import type { TAdminUserItem } from '@haat/shared/admin/user-schemas';
import { useQuery } from '@tanstack/react-query';
import { UserRound, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { api } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { adminBusinessKeys } from '../api/keys.ts';

export type TOwnerChoice = { id: string; name: string; email: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Who will own the new business: people found by name or email (staff's people search), one
 * chosen; or, when the search finds nobody, the email typed (the API then looks it up).
 */
export function OwnerPicker({
  value,
  onChange,
  error,
}: {
  value: TOwnerChoice | { email: string } | undefined;
  onChange: (owner: TOwnerChoice | { email: string } | undefined) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const headingId = useId();
  const found = useQuery({
    queryKey: adminBusinessKeys.owners(q),
    queryFn: ({ signal }) =>
      api.get<{ data: TAdminUserItem[] }>(`/api/admin/users?q=${encodeURIComponent(q)}&per_page=8`, signal),
    enabled: q.length >= 2,
  });
  const people = found.data?.data ?? [];

  return (
    <Card aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('admin_businesses.owner.title')} *
      </h2>
      {value ? (
        <div
          className="flex items-center justify-between gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-3 dark:border-emerald-800 dark:bg-emerald-950"
          data-testid="owner-chosen"
        >
          <span className="flex min-w-0 items-center gap-2">
            <UserRound aria-hidden className="size-5 shrink-0 text-emerald-800 dark:text-emerald-300" />
            <span className="min-w-0">
              {'name' in value ? (
                <span className="block font-medium" dir="auto">
                  {value.name}
                </span>
              ) : null}
              <span className="block truncate text-sm">
                <bdi>{value.email}</bdi>
              </span>
            </span>
          </span>
          <Button size="sm" variant="ghost" onClick={() => onChange(undefined)} data-testid="owner-change">
            <X aria-hidden className="size-4" />
            {t('admin_businesses.owner.change')}
          </Button>
        </div>
      ) : (
        <>
          <SearchField
            label={t('admin_businesses.owner.search')}
            hint={t('admin_businesses.owner.search_hint')}
            value={q}
            onSearch={setQ}
            testId="owner-search"
          />
          {q.length >= 2 && found.data ? (
            people.length > 0 ? (
              <ul className="space-y-2" aria-label={t('admin_businesses.owner.results')}>
                {people.map((person) => (
                  <li key={person.id}>
                    <button
                      type="button"
                      onClick={() => onChange({ id: person.id, name: person.name, email: person.email })}
                      className="flex min-h-11 w-full flex-col items-start rounded-lg border border-slate-300 px-3 py-2 text-start hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:border-slate-600 dark:hover:bg-slate-800"
                      data-testid="owner-option"
                    >
                      <span className="font-medium" dir="auto">
                        {person.name}
                      </span>
                      <span className="text-sm text-slate-600 dark:text-slate-400">
                        <bdi>{person.email}</bdi>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <div className="space-y-2 text-sm">
                <p>{t('admin_businesses.owner.none')}</p>
                {EMAIL.test(q) ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onChange({ email: q })}
                    data-testid="owner-use-email"
                  >
                    {t('admin_businesses.owner.use_email', { email: q })}
                  </Button>
                ) : null}
              </div>
            )
          ) : null}
          {found.isError && EMAIL.test(q) ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onChange({ email: q })}
              data-testid="owner-use-email"
            >
              {t('admin_businesses.owner.use_email', { email: q })}
            </Button>
          ) : null}
        </>
      )}
      {error ? (
        <p
          className="text-sm font-medium text-red-800 dark:text-red-300"
          role="alert"
          data-testid="owner-error"
        >
          {error}
        </p>
      ) : null}
    </Card>
  );
}
