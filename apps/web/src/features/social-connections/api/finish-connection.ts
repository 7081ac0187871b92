import type { TFinishConnection, TSocialConnection } from '@haat/shared/social/connection-schemas';
import type { TExternalPlatform } from '@haat/shared/social/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { connectionKeys } from './keys.ts';

/*
 * `POST /api/social/connections/:platform/finish` with the code and state the platform sent back. A
 * code works once at the platform, so the call is made once per state: the promise is kept here, and
 * React's second effect (strict mode) or a remount of the screen waits for the same one.
 */
const calls = new Map<string, Promise<TSocialConnection[]>>();

export function finishOnce(
  platform: TExternalPlatform,
  input: TFinishConnection,
): Promise<TSocialConnection[]> {
  const key = `${platform}|${input.state}`;
  let call = calls.get(key);
  if (!call) {
    call = api
      .post<TEnvelope<TSocialConnection[]>>(`/api/social/connections/${platform}/finish`, input)
      .then((answer) => answer.data);
    calls.set(key, call);
  }
  return call;
}

export type TFinishState =
  | { status: 'working' }
  | { status: 'done'; pages: TSocialConnection[] }
  | { status: 'failed'; error: unknown };

/** Finishes the connection once (`input` absent: nothing to do) and reads the person's pages again. */
export function useFinishConnection(
  platform: TExternalPlatform | undefined,
  input: TFinishConnection | undefined,
): TFinishState {
  const client = useQueryClient();
  const [state, setState] = useState<TFinishState>({ status: 'working' });
  const code = input?.code;
  const signed = input?.state;
  useEffect(() => {
    if (!platform || !code || !signed) return;
    let current = true;
    finishOnce(platform, { code, state: signed }).then(
      (pages) => {
        client.invalidateQueries({ queryKey: connectionKeys.all });
        if (current) setState({ status: 'done', pages });
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [client, platform, code, signed]);
  return state;
}
