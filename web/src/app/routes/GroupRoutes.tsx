import { useLocation, useParams } from 'react-router-dom';
import { type GroupLinks, GroupListPage, GroupPage, type GroupTab } from '@/features/group';
import { getLiveClient } from '@/features/live';
import { NotFound } from './NotFound';
import { groupPath, paths, userHomePath } from './paths';

const links: GroupLinks = {
  list: paths.group,
  home: (gid) => groupPath(gid),
  members: (gid) => groupPath(gid, 'member'),
  setting: (gid) => groupPath(gid, 'setting'),
  userHome: userHomePath,
  accountSetting: paths.setting,
};

/** /group. */
export function GroupListRoute() {
  return <GroupListPage links={links} />;
}

/** /group/:gid, /group/:gid/member and /group/:gid/setting: one shell, the tab from the path. */
export function GroupDetailRoute() {
  const { gid = '' } = useParams();
  const { pathname } = useLocation();
  if (!/^\d{1,9}$/.test(gid) || Number(gid) <= 0) return <NotFound />;
  const tab: GroupTab = pathname.endsWith('/member')
    ? 'member'
    : pathname.endsWith('/setting')
      ? 'setting'
      : 'home';
  return <GroupPage key={gid} gid={Number(gid)} tab={tab} live={getLiveClient()} links={links} />;
}
