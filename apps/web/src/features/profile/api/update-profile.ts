import type { TUpdateProfile } from '@haat/shared/auth/account-schemas';
import type { TUser } from '@haat/shared/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { setSessionUser } from '../../auth/api/session.ts';

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: TUpdateProfile) => api.patch<TEnvelope<TUser>>('/api/users/me', body),
    onSuccess: (answer) => setSessionUser(answer.data),
  });
}
