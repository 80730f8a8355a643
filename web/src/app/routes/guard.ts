import { type LoaderFunction, redirect } from 'react-router-dom';
import { i18n, i18nReady } from '@/lib/i18n';
import { showMessage } from '@/lib/notices';
import { clearSession, currentUser, isSignedIn } from '@/lib/session';
import { loadSiteConfig } from '@/lib/siteConfig';
import { decideAccess, type Requirement } from './access';

/**
 * A route loader that lets the route open only when `requirement` is met; otherwise it says why and
 * redirects (the navigation guard of spec 03 §2.2).
 */
export function guard(requirement: Requirement): LoaderFunction {
  return async () => {
    const config = typeof requirement === 'object' ? await loadSiteConfig() : undefined;
    const decision = decideAccess(requirement, {
      signedIn: isSignedIn(),
      roles: currentUser()?.roleList ?? [],
      config,
    });
    if (decision.allowed) return null;
    if (decision.clearSession) clearSession();
    const kind =
      decision.message === 'noAccess' || decision.message === 'adminAccountNeeded' ? 'error' : 'warning';
    // The first navigation's loaders run before the reader's messages have loaded (main.tsx renders after).
    await i18nReady;
    showMessage(kind, i18n.t(`guard.${decision.message}`));
    return redirect(decision.to);
  };
}

/** Every requirement in turn: the first refusal redirects (a group discussion page: signed in, then its switch). */
export function guardAll(...requirements: Requirement[]): LoaderFunction {
  const loaders = requirements.map(guard);
  return async (args) => {
    for (const loader of loaders) {
      const refused = await loader(args);
      if (refused) return refused;
    }
    return null;
  };
}
