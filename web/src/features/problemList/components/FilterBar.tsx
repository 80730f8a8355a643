import { Button, Checkbox, Flex, IconButton, Select, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshIcon, SearchIcon, ShuffleIcon } from '@/components/icons';
import { difficultyKey, difficultyLevels, isDifficulty } from '@/lib/difficulty';
import { type ProblemFilters, problemBanks } from '../model/filters';

interface FilterBarProps {
  filters: ProblemFilters;
  onSearch: (keyword: string) => void;
  onDifficulty: (difficulty: ProblemFilters['difficulty']) => void;
  onBank: (oj: ProblemFilters['oj']) => void;
  showTags: boolean;
  onShowTags: (show: boolean) => void;
  onReset: () => void;
  onRandom: () => void;
  picking: boolean;
}

const allLevels = 'all';

/** Keyword search, difficulty, the Show Tags switch, reset and the random pick. */
export function FilterBar({
  filters,
  onSearch,
  onDifficulty,
  onBank,
  showTags,
  onShowTags,
  onReset,
  onRandom,
  picking,
}: FilterBarProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(filters.keyword);
  // Back and forward change the query under the field: follow it.
  useEffect(() => setKeyword(filters.keyword), [filters.keyword]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(keyword);
  };

  return (
    <Flex gap="3" wrap="wrap" align="center">
      <form onSubmit={submit} className="keyword-form">
        <TextField.Root
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder={t('problemList.keywordPlaceholder')}
          aria-label={t('problemList.keyword')}
        >
          <TextField.Slot side="right">
            <IconButton type="submit" size="1" variant="ghost" aria-label={t('problemList.search')}>
              <SearchIcon />
            </IconButton>
          </TextField.Slot>
        </TextField.Root>
      </form>
      <Select.Root
        value={filters.difficulty === null ? allLevels : String(filters.difficulty)}
        onValueChange={(value) => {
          const level = Number(value);
          onDifficulty(value !== allLevels && isDifficulty(level) ? level : null);
        }}
      >
        <Select.Trigger aria-label={t('problemList.difficulty')} className="difficulty-select" />
        <Select.Content position="popper">
          <Select.Item value={allLevels}>{t('problemList.allDifficulties')}</Select.Item>
          {difficultyLevels.map((level) => (
            <Select.Item key={level} value={String(level)}>
              {t(`difficulty.${difficultyKey(level)}`)}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
      <Select.Root
        value={filters.oj ?? allLevels}
        onValueChange={(value) => onBank(problemBanks.find((bank) => bank === value) ?? null)}
      >
        <Select.Trigger aria-label={t('problemList.bank')} className="bank-select" />
        <Select.Content position="popper">
          <Select.Item value={allLevels}>{t('problemList.allBanks')}</Select.Item>
          {problemBanks.map((bank) => (
            <Select.Item key={bank} value={bank}>
              {bank === 'ME' ? t('problemList.ownBank') : t(`remoteJudge.banks.${bank}`)}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
      <Text as="label" size="2" className="nowrap">
        <Flex gap="2" align="center">
          <Checkbox checked={showTags} onCheckedChange={(checked) => onShowTags(checked === true)} />
          {t('problemList.showTags')}
        </Flex>
      </Text>
      <Flex gap="2" ml={{ initial: '0', sm: 'auto' }}>
        <Button variant="soft" color="gray" onClick={onReset}>
          <RefreshIcon size={14} /> {t('problemList.reset')}
        </Button>
        <Button variant="soft" loading={picking} onClick={onRandom}>
          <ShuffleIcon size={14} /> {t('problemList.random')}
        </Button>
      </Flex>
    </Flex>
  );
}
