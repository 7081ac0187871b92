/** Types of s3-stand-in.mjs, for TypeScript tests. */
export declare const STAND_IN_KEY: 'S3RVER';

export interface TS3StandIn {
  /** `http://host:port` */
  endpoint: string;
  port: number;
  bucket: string;
  /** Where s3rver keeps the objects. */
  dir: string;
  /** The S3_* settings that point the app at it. */
  env: {
    S3_BUCKET: string;
    S3_ENDPOINT: string;
    S3_REGION: string;
    S3_ACCESS_KEY_ID: string;
    S3_SECRET_ACCESS_KEY: string;
    S3_FORCE_PATH_STYLE: 'true';
  };
  stop(): Promise<void>;
}

export declare function startS3StandIn(options?: {
  port?: number;
  host?: string;
  dir?: string;
  bucket?: string;
  silent?: boolean;
}): Promise<TS3StandIn>;
