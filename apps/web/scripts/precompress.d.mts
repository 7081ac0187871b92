import type { Plugin } from 'vite';

export interface TPrecompressed {
  path: string;
  bytes: number;
  br: number;
  gz: number;
}
export const PRECOMPRESSED_EXTENSIONS: RegExp;
export const MIN_BYTES: number;
export function precompressDir(dir: string, concurrency?: number): Promise<TPrecompressed[]>;
export function precompressPlugin(): Plugin;
