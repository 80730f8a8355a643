import Router from '@koa/router';
import { UserLoggedIn } from '@oj/events';
import {
  contestCount,
  judgeRunnerRows,
  problemCount,
  submissionCountSince,
  userCount,
  usernamesByUid,
} from '@oj/projections';
import { ok } from '../app/envelope';
import { startOfServerDay } from '../app/serverDay';
import type { Services } from '../app/services';
import { currentPrincipal, requireAdmin } from '../auth/authMiddleware';
import type { AuthPrincipal } from '../auth/principal';
import { isSuperAdmin } from '../user/roles';
import { userStreamId } from '../user/userDecider';

/** How many sign-ins the dashboard lists. */
export const DASHBOARD_SESSIONS = 10;

export interface DashboardSources {
  /** Sockets connected to this node's live gateway. */
  liveSockets(): number;
}

/**
 * `GET /api/admin/dashboard/info`: the back office's first page (spec 03 §2.9 dashboard, §7.2 "dashboard
 * info, sessions, service and judge-service info") in one read: counts, recent sign-ins, judge runners
 * and this node's live sockets. The store's head and the projector's lag are `/api/healthz`'s, which the
 * page already follows live through the `system` room.
 */
export function dashboardRoutes(services: Services, sources: DashboardSources) {
  const router = new Router({ prefix: '/api/admin/dashboard' });
  const { db } = services;

  router.get('/info', requireAdmin(), async (ctx) => {
    const principal = currentPrincipal(ctx);
    const [users, problems, contests, submissionsToday, sessions, runners] = await Promise.all([
      userCount(db),
      problemCount(db),
      contestCount(db),
      submissionCountSince(db, startOfServerDay(new Date())),
      recentSessions(services, principal),
      judgeRunnerRows(db),
    ]);
    ok(ctx, {
      counts: { users, problems, contests, submissionsToday },
      sessions,
      runners: runners.map((r) => ({
        name: r.name,
        state: r.state,
        slots: r.slots,
        busy: r.busy,
        load: r.load,
        version: r.version,
        lastSeen: r.last_seen.toISOString(),
      })),
      liveSockets: sources.liveSockets(),
    });
  });

  return router;
}

/**
 * The newest sign-ins, read from the event log: everyone's for the super admin, the reader's own for
 * other admin roles (where users sign in from is not a problem admin's business).
 */
async function recentSessions({ store, db }: Services, principal: AuthPrincipal) {
  const events = await store.readWhere({
    types: [UserLoggedIn.type],
    ...(isSuperAdmin(principal.roles) ? {} : { streamIds: [userStreamId(principal.uid)] }),
    direction: 'backward',
    limit: DASHBOARD_SESSIONS,
  });
  const uidOf = (streamId: string) => streamId.slice(userStreamId('').length);
  const names = await usernamesByUid(
    db,
    events.map((e) => uidOf(e.streamId)),
  );
  return events.flatMap((event) => {
    if (event.type !== 'UserLoggedIn') return [];
    const uid = uidOf(event.streamId);
    return [
      {
        uid,
        username: names.get(uid) ?? uid,
        ip: event.data.ip,
        userAgent: event.data.userAgent ?? null,
        gmtCreate: event.metadata.at,
      },
    ];
  });
}
