import { Copy, Gift } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, PageHeader, Spinner } from '../../../components/ui/card.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { useSession } from '../../auth/api/session.ts';
import { ReferralHistory } from '../../payments/components/referral-history.tsx';
import { ShareButtons } from '../../payments/components/share-buttons.tsx';

/** The user's own referral code and invite link, share buttons, the people referred and the bonuses earned. */
export default function Referrals() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [copied, setCopied] = useState<'ok' | 'failed'>();
  useDocumentTitle(t('nav.referrals'));
  const link = user ? `${window.location.origin}/register?ref=${encodeURIComponent(user.referral_code)}` : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('ok');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('nav.referrals')}
        subtitle={t('referrals.intro')}
        icon={<Gift className="size-5" />}
      />
      <Card>
        {!user ? (
          <Spinner label={t('app.loading')} />
        ) : (
          <div className="space-y-4">
            <div>
              <p className="text-sm text-slate-700 dark:text-slate-300">{t('fields.referral_code')}</p>
              <p className="text-2xl font-bold tracking-wider" dir="ltr" data-testid="referral-code">
                {user.referral_code}
              </p>
            </div>
            <div className="space-y-1.5">
              <label htmlFor="invite-link" className="block text-sm font-medium">
                {t('referrals.link')}
              </label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <input
                  id="invite-link"
                  readOnly
                  value={link}
                  dir="ltr"
                  className={inputClass}
                  onFocus={(e) => e.target.select()}
                />
                <Button variant="secondary" onClick={copy}>
                  <Copy aria-hidden className="size-4" />
                  {t('referrals.copy')}
                </Button>
              </div>
            </div>
            {copied === 'ok' ? <Alert tone="success">{t('referrals.copied')}</Alert> : null}
            {copied === 'failed' ? <Alert tone="error">{t('referrals.copy_failed')}</Alert> : null}
          </div>
        )}
      </Card>
      {user ? <ShareButtons link={link} code={user.referral_code} /> : null}
      <ReferralHistory />
    </div>
  );
}
