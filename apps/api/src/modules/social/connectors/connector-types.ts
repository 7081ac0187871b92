import type { TExternalPlatform } from '@haat/shared/social/constants';

/*
 * One interface for every external platform a post can go to (issue 16 item 5). Each connector
 * talks to the platform's documented publishing API; tests run them against local stand-ins.
 * A connector is off (absent from the registry) until its credentials are configured.
 */

/** A connected page with its decrypted tokens, as the publish job hands it over. */
export interface TConnectedPage {
  id: string;
  platform: TExternalPlatform;
  externalId: string;
  name: string;
  accessToken: string;
}

export interface TOutgoingPost {
  text: string;
  /** Absolute URLs the platform can fetch. */
  images: { url: string; alt: string }[];
  video: { url: string } | null;
  /** The post's page on Haat (a link some platforms attach). */
  link: string | null;
}

export interface TPublished {
  externalId: string;
  url: string | null;
}

/** A published post's numbers on its platform; null where the platform does not tell us (or lets us read). */
export interface TPostMetrics {
  likes: number | null;
  comments: number | null;
  shares: number | null;
  views: number | null;
}

/**
 * Why a publish failed. `rate_limited` and `unavailable` are worth retrying; `token_expired` marks
 * the connection expired (the person must connect again); `rejected` (e.g. media the platform
 * refused) fails at once with the platform's reason.
 */
export type TConnectorFailure = 'rate_limited' | 'unavailable' | 'token_expired' | 'rejected';

export class ConnectorError extends Error {
  constructor(
    readonly failure: TConnectorFailure,
    message: string,
    /** Seconds the platform asked us to wait (rate limits). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ConnectorError';
  }

  get retryable(): boolean {
    return this.failure === 'rate_limited' || this.failure === 'unavailable';
  }
}

export interface TSocialConnector {
  platform: TExternalPlatform;
  /** Where to send the person to approve access (OAuth 2 authorization code flow). */
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  /** Exchanges the code for tokens and lists the pages the person may post to. */
  connect(input: { code: string; redirectUri: string }): Promise<{
    pages: {
      externalId: string;
      name: string;
      accessToken: string;
      expiresAt: Date | null;
      /** Kept encrypted when the platform gives one (LinkedIn does for approved apps). */
      refreshToken?: string | null;
    }[];
  }>;
  publish(page: TConnectedPage, post: TOutgoingPost): Promise<TPublished>;
  /**
   * Reads back the numbers of a post this page published (`externalId` as `publish` answered it),
   * for analytics. Failures as for `publish`. Absent on a platform we cannot read.
   */
  readMetrics?(page: TConnectedPage, externalId: string): Promise<TPostMetrics>;
}

/** The configured connectors by platform (empty when no credentials are set). */
export type TConnectorRegistry = Partial<Record<TExternalPlatform, TSocialConnector>>;
