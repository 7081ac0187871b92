import { normalizePhone } from '@haat/shared';
import { DEMO_WHATSAPP_NUMBER, type TAppConfig, type TWhatsappConfig } from '../../config/app-config.ts';

/** The template a code goes out with when none is configured (env's default). */
export const DEFAULT_TEMPLATE = 'haat_verification_code';

/**
 * WhatsApp settings in effect (decision 063). A config without `whatsapp` (the tests' config) means
 * the log connector and the made-up laptop platform number, as on a laptop.
 */
export function whatsappSettings(config: Pick<TAppConfig, 'whatsapp'>): TWhatsappConfig {
  return (
    config.whatsapp ?? { connector: 'log', platformNumber: DEMO_WHATSAPP_NUMBER, demoPlatformNumber: true }
  );
}

/** The platform's number for the manual flow in E.164 (as configured when it does not parse), or null. */
export function platformNumberOf(settings: TWhatsappConfig): string | null {
  const configured = settings.platformNumber?.trim();
  if (!configured) return null;
  return normalizePhone(configured) ?? `+${configured.replace(/\D/g, '')}`;
}

/** Whether codes can be sent at all. */
export function codeAvailable(settings: TWhatsappConfig): boolean {
  return settings.connector !== 'none';
}
