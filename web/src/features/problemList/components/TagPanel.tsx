import { Badge, Card, Flex, Heading, Skeleton, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '@/components/icons';
import { TagChip } from '@/components/TagChip';
import type { TagGroup } from '../api/getTagClassifications';

interface TagPanelProps {
  /** Undefined while loading; null when the tags could not be loaded. */
  groups: TagGroup[] | null | undefined;
  selected: number[];
  onToggle: (tagId: number) => void;
}

/** Every tag by classification, with a search over their names; a click filters the list by the tag. */
export function TagPanel({ groups, selected, onToggle }: TagPanelProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = (groups ?? [])
    .map((group) => ({
      ...group,
      tagList: group.tagList.filter((tag) => tag.name.toLowerCase().includes(needle)),
    }))
    .filter((group) => group.tagList.length > 0)
    // Tags with no classification come last.
    .sort((a, b) => Number(a.classification === null) - Number(b.classification === null));

  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="3">
          {t('problemList.tagsTitle')}
        </Heading>
        <TextField.Root
          size="2"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('problemList.tagSearch')}
          aria-label={t('problemList.tagSearch')}
        >
          <TextField.Slot>
            <SearchIcon size={14} />
          </TextField.Slot>
        </TextField.Root>
        {groups === undefined ? <Skeleton height="120px" /> : null}
        {groups === null ? (
          <Text size="2" color="gray">
            {t('problemList.tagsLoadError')}
          </Text>
        ) : null}
        {groups && shown.length === 0 ? (
          <Text size="2" color="gray">
            {needle ? t('problemList.noMatchingTags') : t('problemList.noTags')}
          </Text>
        ) : null}
        {shown.map((group, index) => (
          <details
            key={group.classification?.id ?? 'none'}
            className="fold"
            open={needle !== '' || index === 0 || group.tagList.some((tag) => selected.includes(tag.id))}
          >
            <summary>
              <Text size="2" weight="medium">
                {group.classification?.name ?? t('problemList.unclassified')}
              </Text>
              <Badge color="gray" ml="auto">
                {group.tagList.length}
              </Badge>
            </summary>
            <Flex gap="2" wrap="wrap" p="3">
              {group.tagList.map((tag) => (
                <TagChip
                  key={tag.id}
                  tag={tag}
                  active={selected.includes(tag.id)}
                  onClick={() => onToggle(tag.id)}
                />
              ))}
            </Flex>
          </details>
        ))}
      </Flex>
    </Card>
  );
}
