import { describe, expect, it } from 'vitest';
import { toAppConfig } from '../../../config/app-config.ts';
import { loadEnv } from '../../../config/env.ts';
import { connectorRegistry } from './registry.ts';

/* Each connector is on only when its id and secret are both configured (issue 16 item 5). */

const configOf = (env: Record<string, string>) => toAppConfig(loadEnv(env), 'k'.repeat(64), 3000);

describe('the connector registry', () => {
  it('is empty without credentials, and with only half of them', () => {
    expect(connectorRegistry(configOf({}))).toEqual({});
    expect(connectorRegistry(configOf({ FACEBOOK_APP_ID: '123', LINKEDIN_CLIENT_SECRET: 's' }))).toEqual({});
  });

  it('turns a platform on with its id and secret, with the real addresses by default', () => {
    const config = configOf({
      FACEBOOK_APP_ID: '123',
      FACEBOOK_APP_SECRET: 'secret',
      LINKEDIN_CLIENT_ID: 'abc',
      LINKEDIN_CLIENT_SECRET: 'shh',
    });
    expect(config.social).toEqual({
      facebook: { appId: '123', appSecret: 'secret', graphBase: 'https://graph.facebook.com/v21.0' },
      linkedin: {
        clientId: 'abc',
        clientSecret: 'shh',
        apiBase: 'https://api.linkedin.com',
        oauthBase: 'https://www.linkedin.com/oauth/v2',
        version: '202601',
      },
    });
    expect(Object.keys(connectorRegistry(config))).toEqual(['facebook', 'linkedin']);
  });

  it('takes other addresses (stand-ins) without their trailing slash, and refuses a bad version', () => {
    const config = configOf({
      FACEBOOK_APP_ID: '1',
      FACEBOOK_APP_SECRET: '2',
      FACEBOOK_GRAPH_BASE: 'http://127.0.0.1:9999/v21.0/',
    });
    expect(config.social?.facebook?.graphBase).toBe('http://127.0.0.1:9999/v21.0');
    expect(() => loadEnv({ LINKEDIN_API_VERSION: '2026-01' })).toThrow(/LINKEDIN_API_VERSION/);
  });
});
