import { api } from '../../../lib/api-client.ts';
import { endSession } from './session.ts';

/** Logout of spec section 4: the session is cleared whether or not the call succeeds. */
export async function logout(): Promise<void> {
  try {
    await api.post('/logout');
  } catch (error) {
    console.warn('Logout call failed:', (error as Error).message);
  } finally {
    endSession();
  }
}
