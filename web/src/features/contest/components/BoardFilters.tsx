import { Checkbox, Flex, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '@/components/icons';

/**
 * The board's own filters, on the contest's board and the outside scoreboard alike: a name search sent on
 * Enter, and "remove the unofficial (starred) teams".
 */
export function BoardFilters({
  onSearch,
  removeStar,
  onRemoveStarChange,
}: {
  /** The trimmed keyword, '' for everyone; the board goes back to its first page. */
  onSearch: (keyword: string) => void;
  removeStar: boolean;
  onRemoveStarChange: (removeStar: boolean) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  return (
    <>
      <form
        className="contest-keyword"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(typed.trim());
        }}
      >
        <TextField.Root
          value={typed}
          placeholder={t('contest.board.keyword')}
          aria-label={t('contest.board.keyword')}
          onChange={(event) => setTyped(event.target.value)}
        >
          <TextField.Slot>
            <SearchIcon size={14} />
          </TextField.Slot>
        </TextField.Root>
      </form>
      <Text as="label" size="2">
        <Flex gap="2" align="center">
          <Checkbox
            checked={removeStar}
            onCheckedChange={(checked) => onRemoveStarChange(checked === true)}
          />
          {t('contest.board.removeStar')}
        </Flex>
      </Text>
    </>
  );
}
