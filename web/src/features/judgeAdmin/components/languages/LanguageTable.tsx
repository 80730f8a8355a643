import { joinCommandLine } from '@oj/events/contracts';
import { Badge, Code, Flex, IconButton, Skeleton, Table, Text, Tooltip } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteButton } from '@/components/ConfirmDialog';
import { CheckIcon, FileIcon, PencilIcon } from '@/components/icons';
import type { Language } from '../../api/languageSchema';

interface LanguageTableProps {
  /** Undefined while loading. */
  languages: Language[] | undefined;
  canEdit: boolean;
  onOpen: (language: Language) => void;
  onRemove: (language: Language) => void;
}

const COLUMNS = 6;

/** The languages in list order, each with its description under its name. */
export function LanguageTable({ languages, canEdit, onOpen, onRemove }: LanguageTableProps) {
  const { t } = useTranslation();
  return (
    <Table.Root size="2" className="language-table">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t('judgeAdmin.languages.language')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell className="only-wide">
            {t('judgeAdmin.languages.compile')}
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell className="only-wide">
            {t('judgeAdmin.languages.run')}
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell className="only-wide nowrap">
            {t('judgeAdmin.languages.limitFactor')}
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell className="only-wide">
            {t('judgeAdmin.languages.checkers')}
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell align="right">{t('judgeAdmin.languages.actions')}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {languages === undefined
          ? ['a', 'b', 'c', 'd'].map((key) => (
              <Table.Row key={key}>
                <Table.Cell colSpan={COLUMNS}>
                  <Skeleton height="20px" />
                </Table.Cell>
              </Table.Row>
            ))
          : null}
        {languages?.length === 0 ? (
          <Table.Row>
            <Table.Cell colSpan={COLUMNS}>
              <Text color="gray">{t('judgeAdmin.languages.empty')}</Text>
            </Table.Cell>
          </Table.Row>
        ) : null}
        {languages?.map((language) => {
          const compile = language.compile ? joinCommandLine(language.compile.argv) : undefined;
          const run = joinCommandLine(language.run.argv);
          const openLabel = canEdit
            ? t('judgeAdmin.languages.editNamed', { name: language.name })
            : t('judgeAdmin.languages.viewNamed', { name: language.name });
          return (
            <Table.Row key={language.name} align="center">
              <Table.Cell>
                <Flex gap="2" align="center">
                  <Text as="div" weight="medium" className="nowrap">
                    {language.name}
                  </Text>
                  {language.available === false ? (
                    <Tooltip content={t('judgeAdmin.languages.unavailableHint')}>
                      <Badge color="red">{t('judgeAdmin.languages.unavailable')}</Badge>
                    </Tooltip>
                  ) : null}
                </Flex>
                {language.description ? (
                  <Text as="div" size="1" color="gray">
                    {language.description}
                  </Text>
                ) : null}
                {/* Narrow screens keep one text column: the commands and limits under the name. */}
                <Flex direction="column" gap="1" className="only-narrow" mt="1">
                  <CommandText line={compile} />
                  <CommandText line={run} />
                  <Flex gap="1" wrap="wrap">
                    <Badge color="gray">×{language.limitFactor}</Badge>
                    {language.forCheckers ? (
                      <Badge color="green">{t('judgeAdmin.languages.usableForCheckers')}</Badge>
                    ) : null}
                  </Flex>
                </Flex>
              </Table.Cell>
              <Table.Cell className="only-wide">
                <CommandText line={compile} />
              </Table.Cell>
              <Table.Cell className="only-wide">
                <CommandText line={run} />
              </Table.Cell>
              <Table.Cell className="only-wide numeric">×{language.limitFactor}</Table.Cell>
              <Table.Cell className="only-wide">
                {language.forCheckers ? (
                  <Text color="green" aria-label={t('judgeAdmin.languages.usableForCheckers')}>
                    <CheckIcon />
                  </Text>
                ) : (
                  <Text color="gray">—</Text>
                )}
              </Table.Cell>
              <Table.Cell align="right">
                <Flex gap="1" justify="end">
                  <Tooltip content={openLabel}>
                    <IconButton variant="ghost" aria-label={openLabel} onClick={() => onOpen(language)}>
                      {canEdit ? <PencilIcon /> : <FileIcon />}
                    </IconButton>
                  </Tooltip>
                  {canEdit ? (
                    <ConfirmDeleteButton
                      cancelLabel={t('judgeAdmin.cancel')}
                      title={t('judgeAdmin.languages.deleteTitle')}
                      description={t('judgeAdmin.languages.deleteConfirm', { name: language.name })}
                      confirmLabel={t('judgeAdmin.delete')}
                      onConfirm={() => onRemove(language)}
                      label={t('judgeAdmin.languages.deleteNamed', { name: language.name })}
                    />
                  ) : null}
                </Flex>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}

/** A command on one line, cut with an ellipsis when long; the whole line shows on hover. */
function CommandText({ line }: { line: string | undefined }) {
  const { t } = useTranslation();
  if (line === undefined) {
    return (
      <Text size="1" color="gray">
        {t('judgeAdmin.languages.noCompile')}
      </Text>
    );
  }
  return (
    <Code size="1" variant="ghost" className="command-line" title={line}>
      {line}
    </Code>
  );
}
