import '../submission.css';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCallout } from '@/components/ErrorCallout';
import { Pager } from '@/components/Pager';
import type { PageSize } from '@/lib/pager';
import { currentUserAtom } from '@/lib/session';
import { useSubmissionPage } from '../hooks/useSubmissionPage';
import { useSubmissionWatch } from '../hooks/useSubmissionWatch';
import type { SubmissionLinks } from '../model/links';
import { applyLiveRow } from '../model/liveRows';
import { type LiveSource, userRoom } from '../model/liveSource';
import { isOpenStatus } from '../model/status';
import { SubmissionTable } from './SubmissionTable';

interface MySubmissionsProps {
  live: LiveSource;
  pid: number;
  problemId: string;
  links: SubmissionLinks;
  onLoginRequired: () => void;
}

/** Spec 01 §9: the problem page lists the reader's own submissions 10 at a time. */
const defaultLimit: PageSize = 10;

/** The problem page's "My submissions" tab, kept current from the reader's own live room. */
export function MySubmissions({ live, pid, problemId, links, onLoginRequired }: MySubmissionsProps) {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const [currentPage, setCurrentPage] = useState(1);
  const [limit, setLimit] = useState<PageSize>(defaultLimit);
  const { page, loading, error, update, reload } = useSubmissionPage(
    user ? { onlyMine: true, problemID: problemId, currentPage, limit } : undefined,
  );
  const openIds = (page?.records ?? []).filter((row) => isOpenStatus(row.status)).map((row) => row.submitId);
  useSubmissionWatch(
    live,
    user ? [userRoom(user.uid)] : [],
    openIds,
    ({ submission }) => {
      update((current) =>
        applyLiveRow(current, submission, {
          firstPage: currentPage === 1,
          limit,
          filter: { uid: user?.uid, pid },
        }),
      );
    },
    reload,
  );

  if (!user) {
    return (
      <Flex direction="column" align="center" gap="3" py="6">
        <Text color="gray">{t('submission.mine.loginFirst')}</Text>
        <Button variant="soft" onClick={onLoginRequired}>
          {t('submission.mine.login')}
        </Button>
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="3">
      {error ? <ErrorCallout title={t('submission.list.loadError')} error={error} /> : null}
      <SubmissionTable
        rows={page?.records ?? (error ? [] : undefined)}
        loading={loading}
        emptyText={t('submission.mine.empty')}
        links={links}
        viewerUid={undefined}
        variant="compact"
      />
      <Pager
        total={page?.total ?? 0}
        currentPage={currentPage}
        limit={limit}
        onPageChange={setCurrentPage}
        onLimitChange={(next) => {
          setLimit(next);
          setCurrentPage(1);
        }}
      />
    </Flex>
  );
}
