import { Flex, Tabs } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { CategoryEditor } from './CategoryEditor';
import { DiscussionTable } from './DiscussionTable';
import { ReportTable } from './ReportTable';

export interface DiscussionAdminLinks {
  discussion: (did: number) => string;
}

const TABS = ['discussions', 'reports', 'categories'] as const;
type Tab = (typeof TABS)[number];

interface DiscussionAdminPageProps {
  links: DiscussionAdminLinks;
  /** Categories are saved by the super admin only (POST /api/discussion-category). */
  canEditCategories: boolean;
}

/** /admin/discussion (spec 03 §2.9): moderate discussions, handle reports, edit categories. */
export function DiscussionAdminPage({ links, canEditCategories }: DiscussionAdminPageProps) {
  const { t } = useTranslation();
  const [url, setUrl] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === url.get('tab')) ?? 'discussions';
  return (
    <Flex direction="column" gap="4">
      <AdminPageHeader title={t('discussionAdmin.title')} description={t('discussionAdmin.description')} />
      <Tabs.Root value={tab} onValueChange={(next) => setUrl(next === 'discussions' ? {} : { tab: next })}>
        <Tabs.List>
          {TABS.map((name) => (
            <Tabs.Trigger key={name} value={name}>
              {t(`discussionAdmin.tabs.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Flex direction="column" pt="4">
          <Tabs.Content value="discussions">
            <DiscussionTable links={links} />
          </Tabs.Content>
          <Tabs.Content value="reports">
            <ReportTable links={links} />
          </Tabs.Content>
          <Tabs.Content value="categories">
            <CategoryEditor editable={canEditCategories} />
          </Tabs.Content>
        </Flex>
      </Tabs.Root>
    </Flex>
  );
}
