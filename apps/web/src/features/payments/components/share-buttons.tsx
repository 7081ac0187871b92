import { Link2, Mail, MessageCircle, MessageSquareText, Send, Share2, ThumbsUp } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

interface TChannel {
  id: string;
  icon: ReactNode;
  href: (text: string, link: string) => string;
}

const CHANNELS: TChannel[] = [
  {
    id: 'whatsapp',
    icon: <MessageCircle aria-hidden className="size-4 text-green-700 dark:text-green-400" />,
    href: (text, link) => `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`,
  },
  {
    id: 'facebook',
    icon: <ThumbsUp aria-hidden className="size-4 text-blue-700 dark:text-blue-400" />,
    href: (_text, link) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
  },
  {
    id: 'telegram',
    icon: <Send aria-hidden className="size-4 text-sky-700 dark:text-sky-400" />,
    href: (text, link) =>
      `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`,
  },
  {
    id: 'sms',
    icon: <MessageSquareText aria-hidden className="size-4" />,
    href: (text, link) => `sms:?&body=${encodeURIComponent(`${text} ${link}`)}`,
  },
  {
    id: 'email',
    icon: <Mail aria-hidden className="size-4" />,
    href: (text, link) => `mailto:?body=${encodeURIComponent(`${text}\n\n${link}`)}`,
  },
];

/** Share the invite link: messengers, SMS, email, copy, and the system share sheet where there is one. */
export function ShareButtons({ link, code }: { link: string; code: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'ok' | 'failed'>('idle');
  const text = t('payments.referrals.share_text', { code });
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${text} ${link}`);
      setState('ok');
    } catch {
      setState('failed');
    }
  };
  return (
    <Card aria-labelledby="share-title">
      <h2 id="share-title" className="mb-3 font-semibold">
        {t('payments.referrals.share_title')}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="share-buttons">
        {canShare ? (
          <li className="col-span-2 sm:col-span-3">
            <Button
              className="w-full"
              onClick={() =>
                navigator
                  .share({ title: t('payments.referrals.share_subject'), text, url: link })
                  .catch(() => undefined)
              }
            >
              <Share2 aria-hidden className="size-4" />
              {t('payments.referrals.share_system')}
            </Button>
          </li>
        ) : null}
        {CHANNELS.map((channel) => (
          <li key={channel.id}>
            <a
              href={channel.href(text, link)}
              target={channel.id === 'sms' || channel.id === 'email' ? undefined : '_blank'}
              rel="noopener noreferrer"
              className={buttonClass('secondary', 'md', 'h-full w-full')}
            >
              {channel.icon}
              {t(`payments.referrals.channels.${channel.id}`)}
            </a>
          </li>
        ))}
        <li>
          <Button variant="secondary" className="h-full w-full" onClick={copy}>
            <Link2 aria-hidden className="size-4" />
            {t('payments.referrals.copy_message')}
          </Button>
        </li>
      </ul>
      <p role="status" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {state === 'ok' ? t('payments.copied') : state === 'failed' ? t('payments.copy_failed') : ''}
      </p>
    </Card>
  );
}
