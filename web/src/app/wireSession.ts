import { getUserAuthInfo } from '@/features/auth';
import { setRequestReactions } from '@/lib/api';
import { adoptStoredSession, clearSession, currentUser, readStoredUser, setRoles } from '@/lib/session';
import { decideSync } from '@/lib/sessionSync';
import { loadSiteConfig } from '@/lib/siteConfig';
import { knownToken, readToken } from '@/lib/token';
import { paths } from './routes/paths';
import { router } from './routes/router';

const onAdminPage = () =>
  window.location.pathname.startsWith(`${paths.admin}/`) || window.location.pathname === paths.admin;

function goToLogin(): void {
  void router.navigate(onAdminPage() ? paths.adminLogin : paths.login);
}

/**
 * Connects the request layer and the stored session to the router: what a 401 or 403 does, and the
 * cross-tab check when the tab comes back into view (spec 01 §4 and §8). Runs once at start.
 */
export function wireSession(): void {
  setRequestReactions({
    signOut(to) {
      clearSession();
      void router.navigate(to === 'adminLogin' ? paths.adminLogin : paths.login);
    },
    refreshRoles() {
      if (!currentUser()) return;
      getUserAuthInfo().then(
        (info) => setRoles(info.roles),
        () => {
          // a failed refresh leaves the roles as they were
        },
      );
    },
    goAdminHome() {
      void router.navigate(paths.adminDashboard);
    },
  });

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    const decision = decideSync(knownToken(), readToken(), readStoredUser());
    if (decision.kind === 'adopt') adoptStoredSession(decision.user);
    if (decision.kind === 'signedOut') {
      const wasSignedIn = currentUser() !== null;
      clearSession();
      if (wasSignedIn) goToLogin();
    }
  });

  void loadSiteConfig();
}
