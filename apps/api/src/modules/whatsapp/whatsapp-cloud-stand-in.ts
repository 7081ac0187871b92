import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for the WhatsApp Cloud API's send-message endpoint (tests only), answering as
 * the documented API does: `POST /{version}/{phone-number-id}/messages` with a bearer token and a
 * template message → `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id }] }`, or
 * `{ error: { message, type, code, error_subcode, fbtrace_id } }`. It checks the token and the
 * request's shape (an authentication template: body parameter and copy-code button with the code).
 */

export type TStandInMode =
  /** Accepts the message. */
  | 'success'
  /** HTTP 429, code 130429 (throughput). */
  | 'rate_limit'
  /** HTTP 400, code 131056 (too many messages to one number). */
  | 'pair_rate_limit'
  /** HTTP 401, code 190 (the access token expired). */
  | 'expired_token'
  /** HTTP 400, code 131026 (the number is not on WhatsApp). */
  | 'not_whatsapp'
  /** HTTP 404, code 132001 for any language but English (template not translated). */
  | 'untranslated'
  /** Never answers (timeouts). */
  | 'hang';

export interface TStandInRequest {
  to: string;
  language: string;
  template: string;
  code: string;
}

export interface TCloudStandIn {
  /** Base address with the version, as WHATSAPP_API_BASE. */
  baseUrl: string;
  token: string;
  phoneNumberId: string;
  templateName: string;
  /** Well-formed requests that arrived, oldest first (in any mode). */
  requests: TStandInRequest[];
  /** Requests refused for their token or shape. */
  refused: { status: number; message: string }[];
  setMode(mode: TStandInMode): void;
  /** The code of the last well-formed request. */
  lastCode(): string | undefined;
  stop(): Promise<void>;
}

const VERSION = 'v21.0';

function fail(status: number, code: number, message: string, type = 'OAuthException', subcode?: number) {
  return {
    status,
    body: {
      error: {
        message,
        type,
        code,
        ...(subcode ? { error_subcode: subcode } : {}),
        fbtrace_id: `A${randomBytes(8).toString('base64url')}`,
      },
    },
  };
}

/** What is wrong with a send-message body, or undefined when it is an authentication template with a code. */
function shapeProblem(body: unknown, templateName: string): string | undefined {
  const b = body as Record<string, unknown> | null;
  if (!b || typeof b !== 'object') return 'body is not a JSON object';
  if (b.messaging_product !== 'whatsapp') return 'messaging_product must be whatsapp';
  if (b.recipient_type !== 'individual') return 'recipient_type must be individual';
  if (typeof b.to !== 'string' || !/^\d{8,15}$/.test(b.to)) return 'to must be the number’s digits';
  if (b.type !== 'template') return 'type must be template';
  const t = b.template as Record<string, unknown> | undefined;
  if (!t || t.name !== templateName) return 'template name does not exist';
  const language = t.language as { code?: unknown } | undefined;
  if (typeof language?.code !== 'string' || !/^[a-z]{2}(_[A-Z]{2})?$/.test(language.code))
    return 'template language code is invalid';
  const components = t.components as Record<string, unknown>[] | undefined;
  if (!Array.isArray(components) || components.length !== 2) return 'components must be body and button';
  const [bodyPart, button] = components;
  const text = (part: Record<string, unknown> | undefined) => {
    const parameters = part?.parameters as { type?: unknown; text?: unknown }[] | undefined;
    return Array.isArray(parameters) && parameters.length === 1 && parameters[0]?.type === 'text'
      ? parameters[0].text
      : undefined;
  };
  if (bodyPart?.type !== 'body' || typeof text(bodyPart) !== 'string') return 'body parameter missing';
  if (button?.type !== 'button' || button.sub_type !== 'url' || button.index !== '0')
    return 'copy-code button missing';
  if (text(button) !== text(bodyPart)) return 'button parameter must be the code';
  if (!/^\d{6}$/.test(String(text(bodyPart)))) return 'the code must be six digits';
  return undefined;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startCloudStandIn(): Promise<TCloudStandIn> {
  const token = `EAAG${randomBytes(24).toString('base64url')}`;
  const phoneNumberId = String(100_000_000_000_000 + Math.floor(Math.random() * 1e9));
  const templateName = 'haat_verification_code';
  const requests: TStandInRequest[] = [];
  const refused: { status: number; message: string }[] = [];
  let mode: TStandInMode = 'success';
  const hanging = new Set<ServerResponse>();

  /** A request that is wrong (address, token, shape): kept in `refused` for the tests to see. */
  const refuse = (...args: Parameters<typeof fail>) => {
    refused.push({ status: args[0], message: args[2] });
    return fail(...args);
  };

  const answer = async (request: IncomingMessage): Promise<{ status: number; body: unknown } | undefined> => {
    if (request.method !== 'POST' || request.url !== `/${VERSION}/${phoneNumberId}/messages`)
      return refuse(400, 100, 'Unsupported post request. Object does not exist', 'GraphMethodException', 33);
    if (mode === 'expired_token')
      return fail(401, 190, 'Error validating access token: Session has expired.', 'OAuthException', 463);
    if (request.headers.authorization !== `Bearer ${token}`)
      return refuse(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (!String(request.headers['content-type']).startsWith('application/json'))
      return refuse(400, 100, '(#100) Content-Type must be application/json');
    let body: unknown;
    try {
      body = JSON.parse(await readBody(request));
    } catch {
      return refuse(400, 100, '(#100) The body is not JSON');
    }
    const problem = shapeProblem(body, templateName);
    if (problem) return refuse(400, 100, `(#100) Invalid parameter: ${problem}`);
    const b = body as {
      to: string;
      template: {
        name: string;
        language: { code: string };
        components: { parameters: { text: string }[] }[];
      };
    };
    const code = b.template.components[0]?.parameters[0]?.text ?? '';
    requests.push({ to: b.to, language: b.template.language.code, template: b.template.name, code });
    switch (mode) {
      case 'hang':
        return undefined;
      case 'rate_limit':
        return fail(429, 130429, '(#130429) Rate limit hit', 'OAuthException');
      case 'pair_rate_limit':
        return fail(400, 131056, '(#131056) (Business Account, Consumer Account) pair rate limit hit');
      case 'not_whatsapp':
        return fail(400, 131026, '(#131026) Message undeliverable', 'OAuthException');
      case 'untranslated':
        if (b.template.language.code !== 'en')
          return fail(404, 132001, '(#132001) Template name does not exist in the translation');
        break;
    }
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: b.to, wa_id: b.to }],
        messages: [{ id: `wamid.${randomBytes(24).toString('base64url')}`, message_status: 'accepted' }],
      },
    };
  };

  const server = createServer((request, response) => {
    answer(request).then(
      (result) => {
        if (!result) {
          hanging.add(response);
          return;
        }
        response.writeHead(result.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(result.body));
      },
      () => {
        response.writeHead(500);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/${VERSION}`,
    token,
    phoneNumberId,
    templateName,
    requests,
    refused,
    setMode(next) {
      mode = next;
    },
    lastCode: () => requests.at(-1)?.code,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
