import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { AdminLayout, type AdminMenuItem } from '@/features/admin';
import { LanguageSwitch } from '@/features/layout';
import { currentUserAtom } from '@/lib/session';
import { isSuperAdmin } from '@/lib/userInfo';
import { paths } from './paths';

/** Every /admin page: the back office's own frame instead of the site shell. */
export function AdminRoot() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const superAdmin = isSuperAdmin(useAtomValue(currentUserAtom)?.roleList ?? []);
  const menu: AdminMenuItem[] = [
    {
      to: paths.adminDashboard,
      label: t('problemAdmin.nav.dashboard'),
      active: pathname === paths.adminDashboard,
    },
    {
      to: paths.adminProblems,
      label: t('problemAdmin.nav.problems'),
      // The edit page belongs to the list it was opened from.
      active: pathname === paths.adminProblems || pathname.startsWith('/admin/problem/edit/'),
    },
    {
      to: paths.adminProblemCreate,
      label: t('problemAdmin.nav.create'),
      active: pathname === paths.adminProblemCreate,
    },
    {
      to: paths.adminProblemTags,
      label: t('problemAdmin.nav.tags'),
      active: pathname === paths.adminProblemTags,
    },
    {
      to: paths.adminProblemImport,
      label: t('problemAdmin.nav.import'),
      active: pathname === paths.adminProblemImport,
    },
    {
      to: paths.adminContests,
      label: t('contestAdmin.nav.contests'),
      // The contest's own pages (form, problems, announcements) belong to the list.
      active: pathname === paths.adminContests || pathname.startsWith('/admin/contest/'),
    },
    {
      to: paths.adminTrainings,
      label: t('training.admin.nav'),
      active: pathname.startsWith(paths.adminTrainings),
    },
    {
      to: paths.adminLanguages,
      label: t('judgeAdmin.nav.languages'),
      active: pathname === paths.adminLanguages,
    },
    { to: paths.adminJudge, label: t('judgeAdmin.nav.judge'), active: pathname === paths.adminJudge },
    {
      to: paths.adminRemoteJudge,
      label: t('remoteJudge.nav'),
      active: pathname === paths.adminRemoteJudge,
    },
    {
      to: paths.adminDiscussions,
      label: t('discussionAdmin.nav'),
      active: pathname === paths.adminDiscussions,
    },
    { to: paths.adminAudit, label: t('audit.nav'), active: pathname === paths.adminAudit },
    {
      to: paths.adminHomeSettings,
      label: t('homePage.settings.nav'),
      active: pathname === paths.adminHomeSettings,
    },
    // Super admin only (spec 03 §2.9).
    ...(superAdmin
      ? [
          { to: paths.adminUsers, label: t('userAdmin.nav'), active: pathname === paths.adminUsers },
          {
            to: paths.adminSiteConfig,
            label: t('siteConfig.nav'),
            active: pathname === paths.adminSiteConfig,
          },
          {
            to: paths.adminSwitch,
            label: t('admin.switch.nav'),
            active: pathname === paths.adminSwitch,
          },
          {
            to: paths.adminAnnouncement,
            label: t('announcement.admin.nav'),
            active: pathname === paths.adminAnnouncement,
          },
          {
            to: paths.adminNotice,
            label: t('noticeAdmin.admin.nav'),
            active: pathname === paths.adminNotice,
          },
        ]
      : []),
  ];
  return (
    <AdminLayout siteTo={paths.home} logoutTo={paths.logout} languageSwitch={<LanguageSwitch />} menu={menu}>
      <Outlet />
    </AdminLayout>
  );
}
