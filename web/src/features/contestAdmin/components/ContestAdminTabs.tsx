import { Button, Flex, TabNav } from '@radix-ui/themes';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons';
import type { ContestAdminLinks } from '../links';

export type ContestAdminPage = 'edit' | 'problems' | 'announcements' | 'accounts';

/**
 * The pages of one contest in the back office: its settings, problems, announcements and temporary accounts,
 * and the contest itself.
 */
export function ContestAdminTabs({
  cid,
  current,
  links,
}: {
  cid: number;
  current: ContestAdminPage;
  links: ContestAdminLinks;
}) {
  const { t } = useTranslation();
  const tabs = useRef<HTMLDivElement>(null);
  // On a phone the tabs scroll sideways (contestAdmin.css): bring the current one into sight.
  useEffect(() => {
    const active = tabs.current?.querySelector('[aria-current="page"], [data-active]');
    if (active instanceof HTMLElement) active.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, []);
  const pages: { page: ContestAdminPage; to: string }[] = [
    { page: 'edit', to: links.edit(cid) },
    { page: 'problems', to: links.problems(cid) },
    { page: 'announcements', to: links.announcements(cid) },
    ...(links.accounts ? [{ page: 'accounts' as const, to: links.accounts(cid) }] : []),
  ];
  return (
    <Flex ref={tabs} align="center" gap="3" justify="between" wrap="wrap" className="contest-admin-tabs">
      <TabNav.Root size="2" aria-label={t('contestAdmin.tabs.label')}>
        {pages.map(({ page, to }) => (
          <TabNav.Link key={page} asChild active={page === current}>
            <Link to={to}>{t(`contestAdmin.tabs.${page}`)}</Link>
          </TabNav.Link>
        ))}
      </TabNav.Root>
      <Button asChild variant="ghost" size="2">
        <Link to={links.contest(cid)}>
          {t('contestAdmin.tabs.open')}
          <ArrowRightIcon />
        </Link>
      </Button>
    </Flex>
  );
}
