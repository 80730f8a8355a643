import { ProblemType } from '@oj/events/vocabulary';
import {
  Button,
  Card,
  Flex,
  Grid,
  Heading,
  IconButton,
  SegmentedControl,
  Table,
  Text,
  TextArea,
  TextField,
} from '@radix-ui/themes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon, TrashIcon } from '@/components/icons';
import { emptyCase, type TestDataSource } from '../../model/problemForm';
import { fieldId, type SectionProps } from './sectionProps';

const sources: TestDataSource[] = ['stored', 'zip', 'manual'];
type CaseList = 'storedCases' | 'manualCases';

/** The test data: keep the stored cases (scores and groups editable), upload a zip, or type cases in. */
export function TestDataSection({ form, update, errorOf, creating }: SectionProps & { creating: boolean }) {
  const { t } = useTranslation();
  const zipId = useId();
  const oi = form.type === ProblemType.oi;
  const subtasks = form.judgeCaseMode === 'subtask_lowest' || form.judgeCaseMode === 'subtask_average';
  const offered = sources.filter(
    (source) => source !== 'stored' || (!creating && form.storedCases.length > 0),
  );
  const error = errorOf('testData');
  const cases = form.testDataSource === 'stored' ? form.storedCases : form.manualCases;
  const total = cases.reduce((sum, c) => sum + (Number.parseInt(c.score, 10) || 0), 0);

  const setting = (list: CaseList, index: number, key: 'score' | 'groupNum', value: string) =>
    update((draft) => {
      const row = draft[list][index];
      if (row) row[key] = value;
    });
  const numberInput = (list: CaseList, index: number, key: 'score' | 'groupNum', value: string) => (
    <TextField.Root
      size="1"
      inputMode="numeric"
      value={value}
      className="case-number"
      aria-label={t(key === 'score' ? 'problemAdmin.testData.scoreOf' : 'problemAdmin.testData.groupOf', {
        number: index + 1,
      })}
      color={errorOf(`${list}.${index}.${key}`) ? 'red' : undefined}
      onChange={(event) => setting(list, index, key, event.target.value)}
    />
  );
  const rowErrors = (list: CaseList, index: number) =>
    [
      errorOf(`${list}.${index}`),
      errorOf(`${list}.${index}.score`),
      errorOf(`${list}.${index}.groupNum`),
    ].filter((message): message is string => message !== undefined);

  return (
    <Card size="3">
      <Flex justify="between" align="center" gap="3" mb="4" wrap="wrap">
        <Heading as="h2" size="4">
          {t('problemAdmin.testData.title')}
        </Heading>
        <SegmentedControl.Root
          value={form.testDataSource}
          onValueChange={(value) =>
            update((draft) => {
              draft.testDataSource = offered.find((source) => source === value) ?? 'manual';
            })
          }
          aria-label={t('problemAdmin.testData.source')}
        >
          {offered.map((source) => (
            <SegmentedControl.Item key={source} value={source}>
              {t(`problemAdmin.testData.sources.${source}`)}
            </SegmentedControl.Item>
          ))}
        </SegmentedControl.Root>
      </Flex>
      <Flex direction="column" gap="3" id={fieldId('testData')}>
        {oi && form.testDataSource !== 'zip' ? (
          <Text size="2" color="gray">
            {t('problemAdmin.testData.total', { total })}
          </Text>
        ) : null}
        {form.testDataSource === 'zip' ? (
          <Flex direction="column" gap="2">
            <Text as="label" htmlFor={zipId} size="2" weight="medium">
              {t('problemAdmin.testData.zipLabel')}
            </Text>
            <input
              id={zipId}
              type="file"
              accept=".zip,application/zip"
              className="file-input"
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                update((draft) => {
                  draft.zip = file;
                });
              }}
            />
            <Text size="1" color="gray">
              {t(oi ? 'problemAdmin.testData.zipHintOi' : 'problemAdmin.testData.zipHint')}
            </Text>
          </Flex>
        ) : null}
        {form.testDataSource === 'stored' ? (
          <Table.Root size="1" variant="surface">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>#</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('problemAdmin.testData.inputFile')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('problemAdmin.testData.outputFile')}</Table.ColumnHeaderCell>
                {oi ? (
                  <Table.ColumnHeaderCell>{t('problemAdmin.testData.score')}</Table.ColumnHeaderCell>
                ) : null}
                {subtasks ? (
                  <Table.ColumnHeaderCell>{t('problemAdmin.testData.group')}</Table.ColumnHeaderCell>
                ) : null}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {form.storedCases.map((c, index) => (
                <Table.Row
                  key={`${c.inputName}-${c.outputName}`}
                  align="center"
                  id={fieldId(`storedCases.${index}`)}
                >
                  <Table.Cell className="numeric">{index + 1}</Table.Cell>
                  <Table.Cell className="mono">{c.inputName}</Table.Cell>
                  <Table.Cell className="mono">{c.outputName}</Table.Cell>
                  {oi ? <Table.Cell>{numberInput('storedCases', index, 'score', c.score)}</Table.Cell> : null}
                  {subtasks ? (
                    <Table.Cell>{numberInput('storedCases', index, 'groupNum', c.groupNum)}</Table.Cell>
                  ) : null}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ) : null}
        {form.testDataSource === 'manual'
          ? form.manualCases.map((c, index) => {
              const errors = rowErrors('manualCases', index);
              return (
                <Flex
                  // biome-ignore lint/suspicious/noArrayIndexKey: cases have no identity but their place.
                  key={index}
                  direction="column"
                  gap="2"
                  id={fieldId(`manualCases.${index}`)}
                  className="form-row"
                >
                  <Flex justify="between" align="center" gap="2" wrap="wrap">
                    <Text size="1" color="gray" weight="medium">
                      {t('problemAdmin.testData.caseNumber', { number: index + 1 })}
                    </Text>
                    <Flex gap="2" align="center">
                      {oi ? (
                        <Text size="1" color="gray">
                          {t('problemAdmin.testData.score')}
                        </Text>
                      ) : null}
                      {oi ? numberInput('manualCases', index, 'score', c.score) : null}
                      {subtasks ? (
                        <Text size="1" color="gray">
                          {t('problemAdmin.testData.group')}
                        </Text>
                      ) : null}
                      {subtasks ? numberInput('manualCases', index, 'groupNum', c.groupNum) : null}
                      <IconButton
                        type="button"
                        size="1"
                        variant="ghost"
                        color="red"
                        aria-label={t('problemAdmin.testData.removeCase', { number: index + 1 })}
                        onClick={() =>
                          update((draft) => {
                            draft.manualCases.splice(index, 1);
                          })
                        }
                      >
                        <TrashIcon />
                      </IconButton>
                    </Flex>
                  </Flex>
                  <Grid columns={{ initial: '1', sm: '2' }} gap="2">
                    <TextArea
                      className="mono"
                      rows={3}
                      value={c.input}
                      placeholder={t('problemAdmin.testData.input')}
                      aria-label={t('problemAdmin.testData.inputOf', { number: index + 1 })}
                      onChange={(event) => {
                        const value = event.target.value;
                        update((draft) => {
                          const row = draft.manualCases[index];
                          if (row) row.input = value;
                        });
                      }}
                    />
                    <TextArea
                      className="mono"
                      rows={3}
                      value={c.output}
                      placeholder={t('problemAdmin.testData.output')}
                      aria-label={t('problemAdmin.testData.outputOf', { number: index + 1 })}
                      onChange={(event) => {
                        const value = event.target.value;
                        update((draft) => {
                          const row = draft.manualCases[index];
                          if (row) row.output = value;
                        });
                      }}
                    />
                  </Grid>
                  {errors.map((message) => (
                    <Text key={message} size="1" color="red" role="alert">
                      {message}
                    </Text>
                  ))}
                </Flex>
              );
            })
          : null}
        {form.testDataSource === 'manual' ? (
          <div>
            <Button
              type="button"
              variant="soft"
              onClick={() =>
                update((draft) => {
                  draft.manualCases.push(emptyCase());
                })
              }
            >
              <PlusIcon />
              {t('problemAdmin.testData.addCase')}
            </Button>
          </div>
        ) : null}
        {form.testDataSource === 'stored'
          ? form.storedCases
              .flatMap((_, index) => rowErrors('storedCases', index))
              .map((message) => (
                <Text key={message} size="1" color="red" role="alert">
                  {message}
                </Text>
              ))
          : null}
        {error ? (
          <Text size="1" color="red" role="alert">
            {error}
          </Text>
        ) : null}
      </Flex>
    </Card>
  );
}
