import { DEFAULT_TIME_ZONE, isTimeZone, type TWeekday, WEEKDAYS } from '@haat/shared/directory/hours';
import {
  BUSINESS_SOCIAL_NETWORKS,
  type TBusiness,
  type TBusinessSocialNetwork,
  type TBusinessType,
  type TCreateBusiness,
  ZCreateBusinessSchema,
} from '@haat/shared/directory/schemas';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { deliveryBody, deliveryText, type TDeliveryForm } from './delivery-fields.tsx';

/** One weekday in the form: open or closed, all day, or from–to. */
export interface TDayForm {
  open: boolean;
  allDay: boolean;
  from: string;
  to: string;
}

/** What the inputs hold; `toBody` turns it into the API body and the shared schema checks it. */
export interface TBusinessForm extends TDeliveryForm {
  name: string;
  type: TBusinessType;
  description: string;
  phone: string;
  whatsapp: string;
  email: string;
  website: string;
  address: string;
  city: string;
  /** Bangladesh: the district's code (`bd-dhaka`), or '' for none. */
  district: string;
  country: string;
  lat: string;
  lng: string;
  time_zone: string;
  hours: Record<TWeekday, TDayForm>;
  social: Record<TBusinessSocialNetwork, string>;
}

export const TEXT_LIMITS: Record<string, number> = {
  name: 120,
  description: 5000,
  address: 300,
  city: 100,
  email: 254,
  phone: 32,
  whatsapp: 32,
  website: 500,
};

/** The browser's time zone when the runtime knows it, else Bangladesh's. */
export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

const closedDay = (): TDayForm => ({ open: false, allDay: false, from: '09:00', to: '18:00' });

export function emptyForm(): TBusinessForm {
  return {
    name: '',
    type: 'retail',
    description: '',
    phone: '',
    whatsapp: '',
    email: '',
    website: '',
    address: '',
    city: '',
    district: '',
    country: 'BD',
    lat: '',
    lng: '',
    time_zone: browserTimeZone(),
    hours: Object.fromEntries(WEEKDAYS.map((day) => [day, closedDay()])) as Record<TWeekday, TDayForm>,
    social: Object.fromEntries(BUSINESS_SOCIAL_NETWORKS.map((n) => [n, ''])) as Record<
      TBusinessSocialNetwork,
      string
    >,
    // The API's defaults (৳60 within the district, ৳120 elsewhere).
    delivery_inside: '60',
    delivery_outside: '120',
  };
}

export function toForm(business: TBusiness): TBusinessForm {
  const hours = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const value = business.hours[day];
      if (!value) return [day, closedDay()];
      const allDay = value.open === '00:00' && value.close === '24:00';
      return [
        day,
        { open: true, allDay, from: allDay ? '09:00' : value.open, to: allDay ? '18:00' : value.close },
      ];
    }),
  ) as Record<TWeekday, TDayForm>;
  return {
    name: business.name,
    type: business.type,
    description: business.description ?? '',
    phone: business.phone ?? '',
    whatsapp: business.whatsapp ?? '',
    email: business.email ?? '',
    website: business.website ?? '',
    address: business.address ?? '',
    city: business.city ?? '',
    district: business.district ?? '',
    country: business.country,
    lat: business.location ? String(business.location.lat) : '',
    lng: business.location ? String(business.location.lng) : '',
    time_zone: business.time_zone,
    hours,
    social: Object.fromEntries(BUSINESS_SOCIAL_NETWORKS.map((n) => [n, business.social[n] ?? ''])) as Record<
      TBusinessSocialNetwork,
      string
    >,
    delivery_inside: deliveryText(business.delivery_inside),
    delivery_outside: deliveryText(business.delivery_outside),
  };
}

function coordinate(value: string, other: string): number | null {
  const text = value.trim().replace(',', '.');
  if (!text) return other.trim() ? Number.NaN : null;
  return Number(text);
}

/** The API body for the form's values (empty optional fields become null, i.e. cleared). */
export function toBody(values: TBusinessForm): TCreateBusiness {
  const lat = coordinate(values.lat, values.lng);
  const lng = coordinate(values.lng, values.lat);
  return {
    name: values.name,
    type: values.type,
    description: values.description,
    phone: values.phone,
    whatsapp: values.whatsapp,
    email: values.email,
    website: values.website,
    address: values.address,
    city: values.city,
    // A district only in Bangladesh; elsewhere none (a business moved abroad loses it).
    district: values.country === 'BD' ? values.district : null,
    country: values.country,
    location: lat === null && lng === null ? null : { lat: lat ?? Number.NaN, lng: lng ?? Number.NaN },
    time_zone: values.time_zone,
    hours: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const value = values.hours[day];
        if (!value.open) return [day, null];
        return [
          day,
          value.allDay ? { open: '00:00', close: '24:00' } : { open: value.from, close: value.to },
        ];
      }),
    ),
    social: { ...values.social },
    ...deliveryBody(values),
  };
}

/** Where an API field path (`hours.mon.open`, `location.lat`, `hours.tue`) shows in the form. */
export function formPath(path: string): string {
  const hours = /^hours\.(\w+)(?:\.(open|close))?$/.exec(path);
  if (hours) return `hours.${hours[1]}.${hours[2] === 'open' ? 'from' : 'to'}`;
  if (path === 'location' || path === 'location.lat') return 'lat';
  if (path === 'location.lng') return 'lng';
  if (path === 'hours') return 'hours.mon.from';
  return path;
}

function setNested(target: Record<string, unknown>, path: string, error: FieldError): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  const last = parts[parts.length - 1] ?? path;
  node[last] ??= error;
}

/** Errors keyed by API path placed at the form's fields (first message per field). */
export function nestErrors(flat: Record<string, string>): FieldErrors<TBusinessForm> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat))
    setNested(errors, formPath(path), { type: 'validate', message });
  return errors as FieldErrors<TBusinessForm>;
}

/** Checks the API body built from the form with the shared schema; answers that body when valid. */
export const businessResolver: Resolver<TBusinessForm> = async (values) => {
  const result = ZCreateBusinessSchema.safeParse(toBody(values));
  if (result.success) return { values: result.data as unknown as TBusinessForm, errors: {} };
  const flat: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    flat[path] ??= issue.message;
  }
  return { values: {}, errors: nestErrors(flat) };
};
