import '../training.css';
import { TrainingAuth } from '@oj/events/vocabulary';
import { Flex, Heading, Progress, Select, Skeleton, Table, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyCard } from '@/components/EmptyCard';
import { ErrorCallout } from '@/components/ErrorCallout';
import { KeywordSearch } from '@/components/KeywordSearch';
import { Pager } from '@/components/Pager';
import { isPageSize } from '@/lib/pager';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { currentUserAtom } from '@/lib/session';
import { getTrainingCategories, getTrainingList } from '../api/trainingApi';
import { progressColor, type TrainingLinks } from '../model/training';
import { AuthBadge, CategoryBadge } from './TrainingBadges';

const PAGE_SIZE = 15;
const ALL = 'all';

/** /training: keyword, category and access filters, 15 a page, the reader's progress in each (spec 02 §2). */
export function TrainingListPage({ links }: { links: TrainingLinks }) {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const [query, setQuery] = useSearchParams();
  const keyword = query.get('keyword') ?? '';
  const categoryId = Number(query.get('categoryId')) || undefined;
  const auth = query.get('auth') ?? '';
  const currentPage = Math.max(1, Number(query.get('currentPage')) || 1);
  const limitParam = Number(query.get('limit'));
  const limit = isPageSize(limitParam) ? limitParam : PAGE_SIZE;
  const params = { currentPage, limit, keyword, categoryId, auth };
  const list = useApiQuery(queryKeys.trainingList({ ...params, uid: user?.uid }), (signal) =>
    getTrainingList(params, signal),
  );
  const categories = useApiQuery(queryKeys.trainingCategories(), getTrainingCategories);

  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(query);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined || value === '' || value === ALL) next.delete(name);
      else next.set(name, value);
    }
    if (!('currentPage' in changes)) next.delete('currentPage');
    setQuery(next);
  };

  return (
    <Flex direction="column" gap="4" className="training-page">
      <Heading size="6">{t('training.list.title')}</Heading>
      <Flex gap="3" align="center" wrap="wrap">
        <KeywordSearch
          className="training-search"
          keyword={keyword}
          onSearch={(typed) => set({ keyword: typed })}
          placeholder={t('training.list.keyword')}
          label={t('training.list.search')}
        />
        <Select.Root
          value={categoryId === undefined ? ALL : String(categoryId)}
          onValueChange={(value) => set({ categoryId: value })}
        >
          <Select.Trigger aria-label={t('training.list.category')} />
          <Select.Content>
            <Select.Item value={ALL}>{t('training.list.allCategories')}</Select.Item>
            {categories.data?.map((c) => (
              <Select.Item key={c.id} value={String(c.id)}>
                {c.name}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
        <Select.Root value={auth || ALL} onValueChange={(value) => set({ auth: value })}>
          <Select.Trigger aria-label={t('training.list.access')} />
          <Select.Content>
            <Select.Item value={ALL}>{t('training.list.allAccess')}</Select.Item>
            <Select.Item value={TrainingAuth.public}>{t('training.auth.public')}</Select.Item>
            <Select.Item value={TrainingAuth.private}>{t('training.auth.private')}</Select.Item>
            <Select.Item value={TrainingAuth.protected}>{t('training.auth.protected')}</Select.Item>
          </Select.Content>
        </Select.Root>
      </Flex>
      {list.error ? <ErrorCallout title={t('training.list.loadError')} error={list.error} /> : null}
      {!list.data && list.loading ? (
        <Flex direction="column" gap="2" aria-busy="true">
          <Skeleton height="40px" />
          <Skeleton height="40px" />
          <Skeleton height="40px" />
        </Flex>
      ) : null}
      {list.data && list.data.records.length === 0 ? (
        <EmptyCard title={t('training.list.empty')} hint={t('training.list.emptyHint')} />
      ) : null}
      {list.data && list.data.records.length > 0 ? (
        <Table.Root variant="surface" className="training-table" data-loading={list.loading || undefined}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell className="hide-narrow">#</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('training.list.name')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('training.list.access')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell className="hide-narrow">
                {t('training.list.category')}
              </Table.ColumnHeaderCell>
              {user ? <Table.ColumnHeaderCell>{t('training.list.progress')}</Table.ColumnHeaderCell> : null}
              <Table.ColumnHeaderCell className="hide-narrow">
                {t('training.list.problems')}
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.data.records.map((training) => {
              const percent =
                training.problemCount > 0
                  ? Math.round(((training.acCount ?? 0) * 100) / training.problemCount)
                  : 0;
              return (
                <Table.Row key={training.id}>
                  <Table.Cell className="hide-narrow">{training.id}</Table.Cell>
                  <Table.RowHeaderCell>
                    <Flex direction="column" gap="1">
                      <Link to={links.detail(training.id)}>{training.title}</Link>
                      <span className="show-narrow">
                        <CategoryBadge name={training.categoryName} color={training.categoryColor} />
                      </span>
                    </Flex>
                  </Table.RowHeaderCell>
                  <Table.Cell>
                    <AuthBadge auth={training.auth} />
                  </Table.Cell>
                  <Table.Cell className="hide-narrow">
                    <CategoryBadge name={training.categoryName} color={training.categoryColor} />
                  </Table.Cell>
                  {user ? (
                    <Table.Cell>
                      <Flex direction="column" gap="1" className="training-progress">
                        <Text size="1" color="gray">
                          {training.acCount ?? 0} / {training.problemCount}
                        </Text>
                        <Progress
                          value={percent}
                          color={progressColor(percent)}
                          aria-label={t('training.list.progress')}
                        />
                      </Flex>
                    </Table.Cell>
                  ) : null}
                  <Table.Cell className="hide-narrow">{training.problemCount}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      ) : null}
      <Pager
        total={list.data?.total ?? 0}
        currentPage={currentPage}
        limit={limit}
        onPageChange={(page) => set({ currentPage: String(page) })}
        onLimitChange={(next) => set({ limit: next === PAGE_SIZE ? undefined : String(next) })}
      />
    </Flex>
  );
}
