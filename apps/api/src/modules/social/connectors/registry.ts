import type { TAppConfig } from '../../../config/app-config.ts';
import type { TConnectorRegistry } from './connector-types.ts';
import { facebookConnector } from './facebook-connector.ts';
import { linkedinConnector } from './linkedin-connector.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured external platforms (`buildApp`'s `connectors` option replaces them in tests). */
    connectors: TConnectorRegistry;
  }
}

/** The connectors whose credentials are configured; a platform without them is absent (off). */
export function connectorRegistry(config: Pick<TAppConfig, 'social'>): TConnectorRegistry {
  const registry: TConnectorRegistry = {};
  const { facebook, linkedin } = config.social ?? {};
  if (facebook) registry.facebook = facebookConnector(facebook);
  if (linkedin) registry.linkedin = linkedinConnector(linkedin);
  return registry;
}
