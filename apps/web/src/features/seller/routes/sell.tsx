import type { TBusiness } from '@haat/shared/directory/schemas';
import { PackagePlus, Plus, Store, UserRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle, useLanguage } from '../../../lib/use-page.ts';
import { useSession } from '../../auth/api/session.ts';
import { placeParts } from '../../directory/place-parts.ts';
import { useMyBusinesses } from '../../products/api/list-businesses.ts';
import { ListSkeleton, LoadFailed } from '../components/list-states.tsx';
import { PersonalShopForm } from '../components/personal-shop-form.tsx';

/** Businesses listed before "Show all" (someone with many still sees the other way to sell). */
const FIRST_BUSINESSES = 5;

const newProductPath = (sellerId: string) =>
  `/business/products/new?business=${encodeURIComponent(sellerId)}`;

function Choice({
  id,
  icon,
  title,
  intro,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id} className="space-y-4">
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className="rounded-lg bg-emerald-50 p-2 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300"
        >
          {icon}
        </span>
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">{intro}</p>
        </div>
      </div>
      {children}
    </Card>
  );
}

/** As a business: add a product to one of the person's business profiles, or create one. */
function AsBusiness({ businesses }: { businesses: TBusiness[] }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const shown = all ? businesses : businesses.slice(0, FIRST_BUSINESSES);
  return (
    <Choice
      id="sell-business"
      icon={<Store className="size-6" />}
      title={t('seller.sell.business_title')}
      intro={t('seller.sell.business_intro')}
    >
      {businesses.length ? (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="sell-businesses">
          {shown.map((business) => (
            <li key={business.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 font-medium break-words" dir="auto">
                {business.name}
              </span>
              <ButtonLink to={newProductPath(business.id)} size="sm" variant="secondary">
                <PackagePlus aria-hidden className="size-4" />
                {t('seller.sell.add_product')}
              </ButtonLink>
            </li>
          ))}
        </ul>
      ) : null}
      {shown.length < businesses.length ? (
        <Button variant="ghost" size="sm" onClick={() => setAll(true)} data-testid="all-businesses">
          {t('seller.sell.all_businesses', { count: businesses.length })}
        </Button>
      ) : null}
      <ButtonLink
        to="/business-profiles/new"
        variant={businesses.length ? 'ghost' : 'primary'}
        data-testid="create-business"
      >
        <Plus aria-hidden className="size-4" />
        {t('seller.sell.create_business')}
      </ButtonLink>
    </Choice>
  );
}

/** As a person: set where the items are and what delivery costs once, then list items. */
function AsPerson({ shop }: { shop: TBusiness | undefined }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string>();
  const place = shop ? placeParts(shop, lang).join(', ') : '';

  return (
    <Choice
      id="sell-personal"
      icon={<UserRound className="size-6" />}
      title={t('seller.sell.personal_title')}
      intro={t('seller.sell.personal_intro')}
    >
      <div aria-live="polite">{notice ? <Alert tone="success">{notice}</Alert> : null}</div>
      {shop && !editing ? (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid="personal-shop">
            <dt className="text-slate-700 dark:text-slate-300">{t('seller.sell.place')}</dt>
            <dd dir="auto">{place || t('seller.sell.no_place')}</dd>
            <dt className="text-slate-700 dark:text-slate-300">{t('businesses.delivery.inside')}</dt>
            <dd>{formatMoney(shop.delivery_inside, lang)}</dd>
            <dt className="text-slate-700 dark:text-slate-300">{t('businesses.delivery.outside')}</dt>
            <dd>{formatMoney(shop.delivery_outside, lang)}</dd>
          </dl>
          <div className="flex flex-wrap gap-2">
            <ButtonLink to={newProductPath(shop.id)} data-testid="list-personal-item">
              <PackagePlus aria-hidden className="size-4" />
              {t('seller.sell.list_item')}
            </ButtonLink>
            <Button variant="secondary" onClick={() => setEditing(true)} data-testid="edit-personal-shop">
              {t('seller.sell.change')}
            </Button>
          </div>
        </>
      ) : (
        <PersonalShopForm
          shop={shop}
          country={user?.country ?? 'BD'}
          submitLabel={shop ? t('seller.sell.save') : t('seller.sell.start')}
          onSaved={(saved, message) => {
            if (!shop) {
              navigate(newProductPath(saved.id));
              return;
            }
            setEditing(false);
            setNotice(message);
          }}
        />
      )}
    </Choice>
  );
}

/** `/marketplace/sell`: how to sell — as one of the person's businesses, or their own items. */
export default function Sell() {
  const { t } = useTranslation();
  const title = t('seller.sell.title');
  useDocumentTitle(title);
  const sellers = useMyBusinesses();
  const all = sellers.data ?? [];
  const businesses = all.filter((seller) => seller.kind === 'business');
  const personal = all.find((seller) => seller.kind === 'personal');

  return (
    <div>
      <PageHeader title={title} subtitle={t('seller.sell.intro')} icon={<PackagePlus />} />
      {sellers.isPending ? (
        <ListSkeleton rows={2} />
      ) : sellers.isError ? (
        <LoadFailed text={t('seller.sell.load_failed')} onRetry={() => sellers.refetch()} />
      ) : (
        <div className="max-w-3xl space-y-4">
          {/* Whoever runs a business sees that way first; everyone else their own items. */}
          {businesses.length ? (
            <>
              <AsBusiness businesses={businesses} />
              <AsPerson shop={personal} />
            </>
          ) : (
            <>
              <AsPerson shop={personal} />
              <AsBusiness businesses={businesses} />
            </>
          )}
        </div>
      )}
    </div>
  );
}
