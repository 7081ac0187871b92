import {
  Building2,
  Contact,
  Home,
  Info,
  LayoutDashboard,
  type LucideIcon,
  MessagesSquare,
  Settings,
  ShieldCheck,
  Store,
  User,
  Wallet,
} from 'lucide-react';

export interface TNavItem {
  to: string;
  key: string;
  /** A shorter label for the bottom bar. */
  short?: string;
  icon: LucideIcon;
  end?: boolean;
}

/** The fixed bottom navigation of spec section 1. */
export const BOTTOM_NAV: TNavItem[] = [
  { to: '/', key: 'nav.home', short: 'nav.short_home', icon: Home, end: true },
  { to: '/business', key: 'nav.business', short: 'nav.short_business', icon: Building2 },
  { to: '/marketplace', key: 'nav.marketplace', short: 'nav.short_marketplace', icon: Store },
  { to: '/vcard', key: 'nav.vcard', short: 'nav.short_vcard', icon: Contact },
  { to: '/social', key: 'nav.social', short: 'nav.short_social', icon: MessagesSquare },
];

/** The left panel on wide screens adds the personal screens. */
export const SIDE_NAV: TNavItem[] = [
  ...BOTTOM_NAV.map(({ short: _short, ...item }) => item),
  { to: '/dashboard', key: 'nav.dashboard', icon: LayoutDashboard },
  { to: '/wallet', key: 'nav.wallet', icon: Wallet },
  { to: '/profile', key: 'nav.profile', icon: User },
  { to: '/settings', key: 'nav.settings', icon: Settings },
  { to: '/about', key: 'nav.about', icon: Info },
];

export const ADMIN_NAV: TNavItem = { to: '/admin', key: 'nav.admin', icon: ShieldCheck };
