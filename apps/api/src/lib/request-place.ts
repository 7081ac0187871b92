import type { FastifyRequest } from 'fastify';
import { rateLimited } from '../plugins/rate-limit.ts';

/**
 * Where a request came from, for security events (address and browser), and the 429 a throttle of
 * its operation throws. Two-factor codes, identity verification, WhatsApp verification and staff's
 * badge changes record it.
 */
export function requestPlace(request: FastifyRequest) {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null,
    limited: (seconds: number) => rateLimited(request, seconds),
  };
}
