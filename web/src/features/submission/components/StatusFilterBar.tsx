import { Button, Flex, IconButton, SegmentedControl, Select, TextField } from '@radix-ui/themes';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshIcon, SearchIcon } from '@/components/icons';
import { filterStatuses, statusLook } from '../model/status';
import type { StatusFilters } from '../model/statusFilters';

interface StatusFilterBarProps {
  filters: StatusFilters;
  onMine: (mine: boolean) => void;
  onStatus: (status: number | undefined) => void;
  onProblemId: (problemId: string) => void;
  onUsername: (username: string) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

const allStatuses = 'all';

/** Mine or All, the status, a problem ID and an author search, and refresh (spec 01 §2.8). */
export function StatusFilterBar({
  filters,
  onMine,
  onStatus,
  onProblemId,
  onUsername,
  onRefresh,
  refreshing,
}: StatusFilterBarProps) {
  const { t } = useTranslation();
  return (
    <Flex gap="3" wrap="wrap" align="center">
      <SegmentedControl.Root
        value={filters.onlyMine ? 'mine' : 'all'}
        onValueChange={(value) => onMine(value === 'mine')}
        aria-label={t('submission.list.scope')}
      >
        <SegmentedControl.Item value="all">{t('submission.list.all')}</SegmentedControl.Item>
        <SegmentedControl.Item value="mine">{t('submission.list.mine')}</SegmentedControl.Item>
      </SegmentedControl.Root>
      <Select.Root
        value={filters.status === undefined ? allStatuses : String(filters.status)}
        onValueChange={(value) => onStatus(value === allStatuses ? undefined : Number(value))}
      >
        <Select.Trigger aria-label={t('submission.list.statusFilter')} className="status-select" />
        <Select.Content position="popper">
          <Select.Item value={allStatuses}>{t('submission.list.allStatuses')}</Select.Item>
          {filterStatuses.map((code) => (
            <Select.Item key={code} value={String(code)}>
              {t(`submission.status.${statusLook(code).key}`)}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
      <SearchField
        value={filters.problemId}
        onSearch={onProblemId}
        label={t('submission.list.problemId')}
        placeholder={t('submission.list.problemIdPlaceholder')}
      />
      <SearchField
        value={filters.onlyMine ? '' : filters.username}
        onSearch={onUsername}
        label={t('submission.list.author')}
        placeholder={t('submission.list.authorPlaceholder')}
        disabled={filters.onlyMine}
      />
      <Button
        variant="soft"
        color="gray"
        onClick={onRefresh}
        loading={refreshing}
        ml={{ initial: '0', md: 'auto' }}
      >
        <RefreshIcon size={14} /> {t('submission.list.refresh')}
      </Button>
    </Flex>
  );
}

interface SearchFieldProps {
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder: string;
  disabled?: boolean;
}

/** A text filter applied on Enter or the search button. */
function SearchField({ value, onSearch, label, placeholder, disabled = false }: SearchFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // Back and forward change the query under the field: follow it.
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form onSubmit={submit} className="status-search">
      <TextField.Root
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        disabled={disabled}
      >
        <TextField.Slot side="right">
          <IconButton
            type="submit"
            size="1"
            variant="ghost"
            aria-label={t('submission.list.search')}
            disabled={disabled}
          >
            <SearchIcon />
          </IconButton>
        </TextField.Slot>
      </TextField.Root>
    </form>
  );
}
