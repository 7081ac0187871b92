import type { FastifyRequest } from 'fastify';
import { rateLimited } from '../../plugins/rate-limit.ts';
import type { TCodePlace } from './second-factor.ts';

/** Where a request gave a code: its address and browser, and the 429 its throttle throws. */
export function codePlace(request: FastifyRequest): TCodePlace {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null,
    limited: (seconds) => rateLimited(request, seconds),
  };
}
