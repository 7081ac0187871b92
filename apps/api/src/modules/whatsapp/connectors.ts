import type { TLanguageCode } from '@haat/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TWhatsappConfig } from '../../config/app-config.ts';
import { DEFAULT_TEMPLATE } from './whatsapp-settings.ts';

/*
 * How a verification code reaches a WhatsApp number (decision 063). One interface, two connectors:
 * `cloud` (WhatsApp Cloud API, an approved authentication template with a copy-code button) and
 * `log` (the code printed to the server log, for laptops). A connector never throws and never logs
 * the code (the log connector's whole point excepted) or the token.
 */

export interface TCodeMessage {
  /** E.164, with the `+`. */
  to: string;
  code: string;
  /** The person's language; the template goes out in it (English when it has no translation). */
  language: TLanguageCode;
}

export type TSendResult = { ok: true; messageId: string } | { ok: false; error: string; retryable: boolean };

export interface TWhatsappConnector {
  name: 'cloud' | 'log';
  /** The template name kept in the outbox. */
  template: string;
  sendVerificationCode(message: TCodeMessage): Promise<TSendResult>;
}

/** The line the log connector prints (and the outbox keeps as the message's text). */
export function logLine(to: string, code: string): string {
  return `WhatsApp code for ${to}: ${code}`;
}

export function logConnector(
  log: Pick<FastifyBaseLogger, 'info'>,
  template = DEFAULT_TEMPLATE,
): TWhatsappConnector {
  let sent = 0;
  return {
    name: 'log',
    template,
    async sendVerificationCode({ to, code }) {
      sent += 1;
      log.info(logLine(to, code));
      return { ok: true, messageId: `log-${Date.now()}-${sent}` };
    },
  };
}

/* WhatsApp Cloud API */

export interface TCloudSettings {
  token: string;
  phoneNumberId: string;
  templateName: string;
  /** e.g. `https://graph.facebook.com/v21.0` (no trailing slash). */
  baseUrl: string;
  /** 10 s unless given (tests). */
  timeoutMs?: number;
}

/** Our languages as WhatsApp's template language codes. */
export const TEMPLATE_LANGUAGES: Record<TLanguageCode, string> = {
  en: 'en',
  bn: 'bn',
  ar: 'ar',
  sp: 'es',
  fr: 'fr',
  gr: 'de',
  it: 'it',
  ru: 'ru',
  ch: 'zh_CN',
};

/** Error codes that mean "too many messages, try later" (throughput, spam and pair rate limits). */
const RATE_LIMIT_CODES = new Set([4, 80007, 130429, 131048, 131056]);
/** The access token expired or was revoked. */
const TOKEN_CODE = 190;
/** The recipient is not a WhatsApp user, or may not receive messages from this business. */
const RECIPIENT_CODES = new Set([131026, 131030]);
/** The template has no translation in the requested language. */
const NO_TRANSLATION_CODE = 132001;

interface TCloudError {
  message?: unknown;
  type?: unknown;
  code?: unknown;
  error_subcode?: unknown;
  fbtrace_id?: unknown;
}

/** The request body of an authentication template with a copy-code button. */
export function templateBody(templateName: string, message: TCodeMessage, languageCode: string) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to.replace(/\D/g, ''),
    type: 'template',
    template: {
      name: templateName,
      language: { code: languageCode },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: message.code }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: message.code }] },
      ],
    },
  };
}

async function readAnswer(response: Response): Promise<Record<string, unknown> | undefined> {
  try {
    const value = (await response.json()) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Words for the outbox and staff, never longer than 300 characters and never carrying the code. */
function describe(kind: string, error: TCloudError | undefined, status: number, code: string): string {
  const parts = [kind];
  if (typeof error?.code === 'number')
    parts.push(`(#${error.code}${error.error_subcode ? `/${error.error_subcode}` : ''})`);
  else parts.push(`(HTTP ${status})`);
  if (typeof error?.message === 'string') parts.push(error.message);
  return parts.join(' ').replaceAll(code, '******').slice(0, 300);
}

/** What a refusal means for us: its words and whether trying again later may work. */
export function classifyCloudError(
  status: number,
  error: TCloudError | undefined,
  code: string,
): { ok: false; error: string; retryable: boolean; tokenExpired?: true } {
  const errorCode = typeof error?.code === 'number' ? error.code : undefined;
  if (status === 429 || (errorCode !== undefined && RATE_LIMIT_CODES.has(errorCode)))
    return { ok: false, error: describe('rate limited', error, status, code), retryable: true };
  if (errorCode === TOKEN_CODE)
    return {
      ok: false,
      error: describe('access token expired or invalid', error, status, code),
      retryable: false,
      tokenExpired: true,
    };
  if (errorCode !== undefined && RECIPIENT_CODES.has(errorCode))
    return {
      ok: false,
      error: describe('not a WhatsApp number or not allowed', error, status, code),
      retryable: false,
    };
  if (status >= 500)
    return { ok: false, error: describe('WhatsApp unavailable', error, status, code), retryable: true };
  return { ok: false, error: describe('refused', error, status, code), retryable: false };
}

export function cloudConnector(
  settings: TCloudSettings,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
): TWhatsappConnector {
  const url = `${settings.baseUrl.replace(/\/$/, '')}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  const timeoutMs = settings.timeoutMs ?? 10_000;

  const post = async (message: TCodeMessage, languageCode: string) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${settings.token}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(templateBody(settings.templateName, message, languageCode)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, answer: await readAnswer(response) };
  };

  return {
    name: 'cloud',
    template: settings.templateName,
    async sendVerificationCode(message) {
      try {
        const language = TEMPLATE_LANGUAGES[message.language] ?? 'en';
        let { status, answer } = await post(message, language);
        const firstError = answer?.error as TCloudError | undefined;
        // A template not yet translated into the person's language: English rather than nothing.
        if (firstError?.code === NO_TRANSLATION_CODE && language !== 'en')
          ({ status, answer } = await post(message, 'en'));
        const messages = answer?.messages;
        const id = Array.isArray(messages) ? (messages[0] as { id?: unknown } | undefined)?.id : undefined;
        if (status >= 200 && status < 300 && typeof id === 'string' && id) return { ok: true, messageId: id };
        const result = classifyCloudError(status, answer?.error as TCloudError | undefined, message.code);
        if (result.tokenExpired)
          log.error(
            { status },
            'WhatsApp Cloud API: the access token expired or is invalid (WHATSAPP_CLOUD_TOKEN)',
          );
        else log.warn({ status, error: result.error }, 'WhatsApp Cloud API refused a verification code');
        return { ok: false, error: result.error, retryable: result.retryable };
      } catch (error) {
        const timeout = (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError';
        const words = timeout ? `no answer within ${timeoutMs / 1000} s` : 'could not reach WhatsApp';
        log.warn({ reason: words }, 'WhatsApp Cloud API could not be reached');
        return { ok: false, error: words, retryable: true };
      }
    },
  };
}

/** The connector in effect, or undefined when codes are off (`none`). */
export function connectorOf(
  settings: TWhatsappConfig,
  log: FastifyBaseLogger,
): TWhatsappConnector | undefined {
  if (settings.connector === 'cloud' && settings.cloud) return cloudConnector(settings.cloud, log);
  if (settings.connector === 'log')
    return logConnector(log, settings.cloud?.templateName ?? DEFAULT_TEMPLATE);
  return undefined;
}
