import type { FastifyRequest } from 'fastify';
import type { TTokenContext } from './issue-token.ts';

function describeAgent(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const browser = /(Edg|OPR|Chrome|Firefox|Safari)\/[\d.]+/
    .exec(userAgent)?.[1]
    ?.replace('Edg', 'Edge')
    .replace('OPR', 'Opera');
  const os = /(Android|iPhone|iPad|Windows|Mac OS X|Linux)/
    .exec(userAgent)?.[1]
    ?.replace('Mac OS X', 'macOS');
  if (browser || os) return [browser, os].filter(Boolean).join(' on ');
  return userAgent.slice(0, 60);
}

/** Where a token is being issued: a device name, the IP and the browser. */
export function tokenContext(request: FastifyRequest, deviceName?: string): TTokenContext {
  const userAgent = request.headers['user-agent'];
  return {
    name: deviceName?.trim() || describeAgent(userAgent),
    ip: request.ip,
    userAgent: userAgent ?? null,
  };
}
