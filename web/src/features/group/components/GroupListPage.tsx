import '../group.css';
import { Avatar, Button, Card, Flex, Grid, Heading, Select, Skeleton, Switch, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyCard } from '@/components/EmptyCard';
import { ErrorCallout } from '@/components/ErrorCallout';
import { KeywordSearch } from '@/components/KeywordSearch';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { currentUserAtom } from '@/lib/session';
import { getGroupList } from '../api/groupApi';
import { type GroupLinks, groupPageSizes, truncateName } from '../model/group';
import { CreateGroupDialog } from './CreateGroupDialog';
import { GroupAuthBadge, HiddenBadge } from './GroupBadges';

const ALL = 'all';

/** /group: cards of groups, keyword, type and "mine" filters, 9 a page (spec 03 §2, §9), and Create. */
export function GroupListPage({ links }: { links: GroupLinks }) {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const keyword = query.get('keyword') ?? '';
  const auth = query.get('auth') ?? '';
  const onlyMine = query.get('onlyMine') === 'true';
  const currentPage = Math.max(1, Number(query.get('currentPage')) || 1);
  const limitParam = Number(query.get('limit'));
  const limit = groupPageSizes.some((size) => size === limitParam) ? limitParam : groupPageSizes[0];
  const [creating, setCreating] = useState(false);
  const params = { currentPage, limit, keyword, auth, onlyMine: onlyMine && user ? 'true' : undefined };
  const list = useApiQuery(queryKeys.groupList({ ...params, uid: user?.uid }), (signal) =>
    getGroupList(params, signal),
  );
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / limit)) : 1;

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
    <Flex direction="column" gap="4" className="group-page">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading size="6">{t('group.list.title')}</Heading>
        {user ? <Button onClick={() => setCreating(true)}>{t('group.list.create')}</Button> : null}
      </Flex>
      <Flex gap="3" align="center" wrap="wrap">
        <KeywordSearch
          className="group-search"
          keyword={keyword}
          onSearch={(typed) => set({ keyword: typed })}
          placeholder={t('group.list.keyword')}
          label={t('group.list.search')}
        />
        <Select.Root value={auth || ALL} onValueChange={(value) => set({ auth: value })}>
          <Select.Trigger aria-label={t('group.list.auth')} />
          <Select.Content>
            <Select.Item value={ALL}>{t('group.list.allAuth')}</Select.Item>
            <Select.Item value="1">{t('group.auth.public')}</Select.Item>
            <Select.Item value="2">{t('group.auth.protected')}</Select.Item>
            <Select.Item value="3">{t('group.auth.private')}</Select.Item>
          </Select.Content>
        </Select.Root>
        {user ? (
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Switch
                checked={onlyMine}
                onCheckedChange={(on) => set({ onlyMine: on ? 'true' : undefined })}
              />
              {t('group.list.mine')}
            </Flex>
          </Text>
        ) : null}
      </Flex>
      {list.error ? <ErrorCallout title={t('group.list.loadError')} error={list.error} /> : null}
      {!list.data && list.loading ? (
        <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="3" aria-busy="true">
          <Skeleton height="120px" />
          <Skeleton height="120px" />
          <Skeleton height="120px" />
        </Grid>
      ) : null}
      {list.data && list.data.records.length === 0 ? (
        <EmptyCard title={t('group.list.empty')} hint={t('group.list.emptyHint')} />
      ) : null}
      {list.data && list.data.records.length > 0 ? (
        <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="3" data-loading={list.loading || undefined}>
          {list.data.records.map((group) => (
            <Card key={group.id} asChild className="group-card">
              <Link to={links.home(group.id)}>
                <Flex gap="3" align="start">
                  <Avatar
                    size="4"
                    src={group.avatar ?? undefined}
                    fallback={group.shortName.slice(0, 2).toUpperCase()}
                  />
                  <Flex direction="column" gap="1" minWidth="0">
                    <Text weight="bold" title={group.name}>
                      {truncateName(group.name)}
                    </Text>
                    <Flex gap="2" wrap="wrap">
                      <GroupAuthBadge auth={group.auth} />
                      {!group.visible ? <HiddenBadge /> : null}
                    </Flex>
                    <Text size="2" color="gray" className="group-brief">
                      {group.brief}
                    </Text>
                    <Text size="1" color="gray">
                      {t('group.list.meta', { owner: group.owner, count: group.memberCount })}
                    </Text>
                  </Flex>
                </Flex>
              </Link>
            </Card>
          ))}
        </Grid>
      ) : null}
      {list.data && list.data.total > 0 ? (
        <Flex justify="center" align="center" gap="3" wrap="wrap" asChild>
          <nav aria-label={t('group.list.pages')}>
            <Button
              variant="soft"
              disabled={currentPage <= 1}
              onClick={() => set({ currentPage: String(currentPage - 1) })}
            >
              {t('group.list.previous')}
            </Button>
            <Text size="2" color="gray">
              {t('group.list.pageOf', { page: currentPage, pages, total: list.data.total })}
            </Text>
            <Button
              variant="soft"
              disabled={currentPage >= pages}
              onClick={() => set({ currentPage: String(currentPage + 1) })}
            >
              {t('group.list.next')}
            </Button>
            <Select.Root value={String(limit)} onValueChange={(value) => set({ limit: value })}>
              <Select.Trigger aria-label={t('group.list.pageSize')} />
              <Select.Content>
                {groupPageSizes.map((size) => (
                  <Select.Item key={size} value={String(size)}>
                    {t('group.list.perPage', { count: size })}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </nav>
        </Flex>
      ) : null}
      <CreateGroupDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(group) => navigate(links.home(group.id))}
      />
    </Flex>
  );
}
