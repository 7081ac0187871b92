import type { TSocialConnection } from '@haat/shared/social/connection-schemas';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { finishProblem, groupByPlatform, platformOf, readCallback } from './connection-logic.ts';

const page = (name: string, platform: TSocialConnection['platform']): TSocialConnection => ({
  id: `${platform}-${name}`,
  platform,
  external_id: name,
  name,
  status: 'active',
  token_expires_at: null,
  created_at: '2026-11-27T04:00:00.000Z',
  updated_at: '2026-11-27T04:00:00.000Z',
});

describe('the platform in the address', () => {
  it('knows Facebook and LinkedIn only', () => {
    expect(platformOf('facebook')).toBe('facebook');
    expect(platformOf('linkedin')).toBe('linkedin');
    expect(platformOf('feed')).toBeUndefined();
    expect(platformOf(undefined)).toBeUndefined();
  });
});

describe('what the platform sent back', () => {
  const read = (query: string) => readCallback(new URLSearchParams(query));

  it('reads a code and its state', () => {
    expect(read('?code=abc&state=s.t')).toEqual({ kind: 'code', code: 'abc', state: 's.t' });
  });

  it('takes a refusal at Facebook or LinkedIn as the person saying no', () => {
    expect(read('?error=access_denied&error_reason=user_denied&error_description=Permissions+error')).toEqual(
      {
        kind: 'denied',
      },
    );
    expect(read('?error=user_cancelled_authorize&state=x')).toEqual({ kind: 'denied' });
    expect(read('?error=user_cancelled_login')).toEqual({ kind: 'denied' });
  });

  it('keeps another error’s description, shortened', () => {
    expect(read('?error=server_error&error_description=Try+later')).toEqual({
      kind: 'platform_error',
      description: 'Try later',
    });
    const long = read(`?error=x&error_description=${'a'.repeat(500)}`);
    expect(long.kind === 'platform_error' && long.description?.length).toBe(300);
    expect(read('?error=x')).toEqual({ kind: 'platform_error', description: undefined });
  });

  it('has nothing to finish without both a code and a state (an error wins over a code)', () => {
    expect(read('')).toEqual({ kind: 'missing' });
    expect(read('?code=abc')).toEqual({ kind: 'missing' });
    expect(read('?state=abc')).toEqual({ kind: 'missing' });
    expect(read('?code=%20&state=s')).toEqual({ kind: 'missing' });
    expect(read('?code=abc&state=s&error=access_denied').kind).toBe('denied');
  });
});

describe('why finishing failed', () => {
  it('tells the state, a refused code, no pages, busy, off and the network apart', () => {
    expect(finishProblem(new ApiError(422, 'VALIDATION_FAILED', 'x', { state: ['s'] }))).toBe('state');
    expect(finishProblem(new ApiError(422, 'VALIDATION_FAILED', 'x', { code: ['c'] }))).toBe('refused');
    expect(finishProblem(new ApiError(422, 'VALIDATION_FAILED', 'x'))).toBe('no_pages');
    expect(finishProblem(new ApiError(503, 'UNAVAILABLE', 'x', undefined, 60))).toBe('busy');
    expect(finishProblem(new ApiError(429, 'RATE_LIMITED', 'x'))).toBe('busy');
    expect(finishProblem(new ApiError(404, 'NOT_FOUND', 'x'))).toBe('off');
    expect(finishProblem(new ApiError(0, 'NETWORK', 'x'))).toBe('network');
    expect(finishProblem(new ApiError(500, 'INTERNAL', 'x'))).toBe('other');
    expect(finishProblem(new Error('boom'))).toBe('other');
  });
});

describe('pages by platform', () => {
  it('lists both platforms in order, each with its pages by name and whether it is set up', () => {
    const groups = groupByPlatform(
      [page('Zed Shop', 'facebook'), page('Me', 'linkedin'), page('Apple Hut', 'facebook')],
      ['linkedin'],
    );
    expect(groups.map((group) => [group.platform, group.available, group.pages.map((p) => p.name)])).toEqual([
      ['facebook', false, ['Apple Hut', 'Zed Shop']],
      ['linkedin', true, ['Me']],
    ]);
  });
});
