import { redirect } from 'react-router-dom';
import { logout } from '@/features/auth';
import { clearSession } from '@/lib/session';
import { readToken } from '@/lib/token';

/** /logout: ends the session on the server (if there is one), forgets it here, and goes to /. */
export async function logoutLoader() {
  if (readToken()) {
    await logout().catch(() => {
      // Signed out here either way; the server's copy expires on its own.
    });
  }
  clearSession();
  return redirect('/');
}
