import {
  Badge,
  Button,
  Card,
  Flex,
  Heading,
  IconButton,
  Skeleton,
  Table,
  Text,
  TextField,
} from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/AdminPageHeader';
import { ConfirmDeleteButton } from '@/components/ConfirmDialog';
import { ErrorCallout } from '@/components/ErrorCallout';
import { PencilIcon, PlusIcon, SearchIcon } from '@/components/icons';
import { TagChip } from '@/components/TagChip';
import { showMessage } from '@/lib/notices';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { createClassification } from '../../api/createClassification';
import { createTag } from '../../api/createTag';
import { deleteClassification } from '../../api/deleteClassification';
import { deleteTag } from '../../api/deleteTag';
import { getAdminTags } from '../../api/getAdminTags';
import { getClassifications } from '../../api/getClassifications';
import type { AdminTag, Classification, ClassificationInput, TagInput } from '../../api/tagSchemas';
import { updateClassification } from '../../api/updateClassification';
import { updateTag } from '../../api/updateTag';
import { ClassificationDialog } from './ClassificationDialog';
import { TagDialog } from './TagDialog';

type Editing<T> = { open: false } | { open: true; item: T | undefined };

/** /admin/problem/tag: tag classifications and tags, created, edited and deleted. */
export function TagAdminPage() {
  const { t } = useTranslation();
  const read = useApiQuery(queryKeys.adminTags, async (signal) => {
    const [tags, classifications] = await Promise.all([getAdminTags(signal), getClassifications(signal)]);
    return { tags, classifications };
  });
  const tags = read.data?.tags;
  const classifications = read.data?.classifications;
  const error = read.error;
  const reload = read.reload;
  const [query, setQuery] = useState('');
  const [tagDialog, setTagDialog] = useState<Editing<AdminTag>>({ open: false });
  const [classDialog, setClassDialog] = useState<Editing<Classification>>({ open: false });

  const saveTag = async (input: TagInput) => {
    if (!tagDialog.open) return;
    const editing = tagDialog.item;
    if (editing) await updateTag(editing.id, input);
    else await createTag(input);
    showMessage('success', editing ? t('problemAdmin.updated') : t('problemAdmin.created'));
    setTagDialog({ open: false });
    reload();
  };
  const saveClassification = async (input: ClassificationInput) => {
    if (!classDialog.open) return;
    const editing = classDialog.item;
    if (editing) await updateClassification(editing.id, input);
    else await createClassification(input);
    showMessage('success', editing ? t('problemAdmin.updated') : t('problemAdmin.created'));
    setClassDialog({ open: false });
    reload();
  };
  const removeTag = async (tag: AdminTag) => {
    try {
      await deleteTag(tag.id);
      showMessage('success', t('problemAdmin.deleted'));
      reload();
    } catch {
      // the request layer has shown why
    }
  };
  const removeClassification = async (classification: Classification) => {
    try {
      await deleteClassification(classification.id);
      showMessage('success', t('problemAdmin.deleted'));
      reload();
    } catch {
      // the request layer has shown why
    }
  };

  const classificationName = (tcid: number | null) =>
    classifications?.find((c) => c.id === tcid)?.name ?? t('problemAdmin.tags.unclassified');
  const needle = query.trim().toLowerCase();
  const shownTags = tags?.filter((tag) => tag.name.toLowerCase().includes(needle));

  return (
    <Flex direction="column" gap="4">
      <AdminPageHeader
        title={t('problemAdmin.tags.title')}
        description={t('problemAdmin.tags.description')}
      />
      {error ? <ErrorCallout title={t('problemAdmin.tags.loadError')} error={error} /> : null}

      <Card size="3">
        <Flex justify="between" align="center" gap="3" mb="3" wrap="wrap">
          <Heading as="h2" size="4">
            {t('problemAdmin.tags.classifications')}
          </Heading>
          <Button variant="soft" onClick={() => setClassDialog({ open: true, item: undefined })}>
            <PlusIcon />
            {t('problemAdmin.tags.newClassification')}
          </Button>
        </Flex>
        {!classifications && !error ? <Skeleton height="60px" /> : null}
        {classifications?.length === 0 ? (
          <Text size="2" color="gray">
            {t('problemAdmin.tags.noClassifications')}
          </Text>
        ) : null}
        {classifications && classifications.length > 0 ? (
          <Table.Root size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('problemAdmin.tags.classificationName')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('problemAdmin.tags.oj')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('problemAdmin.tags.rank')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell className="only-wide">
                  {t('problemAdmin.tags.tagCount')}
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell align="right">
                  {t('problemAdmin.list.actions')}
                </Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {classifications.map((c) => (
                <Table.Row key={c.id} align="center">
                  <Table.Cell>{c.name}</Table.Cell>
                  <Table.Cell>
                    <Badge color="gray">{c.oj}</Badge>
                  </Table.Cell>
                  <Table.Cell className="numeric">{c.rank}</Table.Cell>
                  <Table.Cell className="only-wide numeric">
                    {tags?.filter((tag) => tag.tcid === c.id).length ?? 0}
                  </Table.Cell>
                  <Table.Cell align="right">
                    <Flex gap="1" justify="end">
                      <IconButton
                        variant="ghost"
                        aria-label={t('problemAdmin.tags.editNamed', { name: c.name })}
                        onClick={() => setClassDialog({ open: true, item: c })}
                      >
                        <PencilIcon />
                      </IconButton>
                      <ConfirmDeleteButton
                        cancelLabel={t('problemAdmin.cancel')}
                        title={t('problemAdmin.tags.deleteClassificationTitle')}
                        description={t('problemAdmin.tags.deleteClassificationConfirm', { name: c.name })}
                        confirmLabel={t('problemAdmin.delete')}
                        onConfirm={() => void removeClassification(c)}
                        label={t('problemAdmin.tags.deleteNamed', { name: c.name })}
                      />
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ) : null}
      </Card>

      <Card size="3">
        <Flex justify="between" align="center" gap="3" mb="3" wrap="wrap">
          <Heading as="h2" size="4">
            {t('problemAdmin.tags.tags')}
          </Heading>
          <Flex gap="2" wrap="wrap">
            <TextField.Root
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('problemAdmin.tags.search')}
              aria-label={t('problemAdmin.tags.search')}
            >
              <TextField.Slot>
                <SearchIcon size={14} />
              </TextField.Slot>
            </TextField.Root>
            <Button onClick={() => setTagDialog({ open: true, item: undefined })}>
              <PlusIcon />
              {t('problemAdmin.tags.newTag')}
            </Button>
          </Flex>
        </Flex>
        {!tags && !error ? <Skeleton height="120px" /> : null}
        {shownTags?.length === 0 ? (
          <Text size="2" color="gray">
            {needle ? t('problemAdmin.tags.noMatch') : t('problemAdmin.tags.noTags')}
          </Text>
        ) : null}
        {shownTags && shownTags.length > 0 ? (
          <Table.Root size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('problemAdmin.tags.name')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('problemAdmin.tags.oj')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell className="only-wide">
                  {t('problemAdmin.tags.classification')}
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell className="only-wide">
                  {t('problemAdmin.tags.problems')}
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell align="right">
                  {t('problemAdmin.list.actions')}
                </Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shownTags.map((tag) => (
                <Table.Row key={tag.id} align="center">
                  <Table.Cell>
                    <TagChip tag={tag} />
                  </Table.Cell>
                  <Table.Cell>
                    <Badge color="gray">{tag.oj}</Badge>
                  </Table.Cell>
                  <Table.Cell className="only-wide">{classificationName(tag.tcid)}</Table.Cell>
                  <Table.Cell className="only-wide numeric">{tag.problemCount}</Table.Cell>
                  <Table.Cell align="right">
                    <Flex gap="1" justify="end">
                      <IconButton
                        variant="ghost"
                        aria-label={t('problemAdmin.tags.editNamed', { name: tag.name })}
                        onClick={() => setTagDialog({ open: true, item: tag })}
                      >
                        <PencilIcon />
                      </IconButton>
                      <ConfirmDeleteButton
                        cancelLabel={t('problemAdmin.cancel')}
                        title={t('problemAdmin.tags.deleteTagTitle')}
                        description={t('problemAdmin.tags.deleteTagConfirm', {
                          name: tag.name,
                          count: tag.problemCount,
                        })}
                        confirmLabel={t('problemAdmin.delete')}
                        onConfirm={() => void removeTag(tag)}
                        label={t('problemAdmin.tags.deleteNamed', { name: tag.name })}
                      />
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ) : null}
      </Card>

      <TagDialog
        open={tagDialog.open}
        tag={tagDialog.open ? tagDialog.item : undefined}
        classifications={classifications ?? []}
        onOpenChange={(open) => {
          if (!open) setTagDialog({ open: false });
        }}
        onSave={saveTag}
      />
      <ClassificationDialog
        open={classDialog.open}
        classification={classDialog.open ? classDialog.item : undefined}
        onOpenChange={(open) => {
          if (!open) setClassDialog({ open: false });
        }}
        onSave={saveClassification}
      />
    </Flex>
  );
}
