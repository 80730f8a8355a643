import { ProblemType } from '@oj/events/vocabulary';
import { Badge, Button, Dialog, Flex, Skeleton, Table, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCallout } from '@/components/ErrorCallout';
import { SearchIcon } from '@/components/icons';
import { Pager } from '@/components/Pager';
import type { PageSize } from '@/lib/pager';
import { useApiQuery } from '@/lib/query';
import { queryKeys } from '@/lib/queryKeys';
import { getProblemChoices, type ProblemChoice } from '../api/getProblemChoices';

interface ProblemPickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The contest's rule: a contest takes only problems of its own rule (spec 03 section 5). */
  contestType: number;
  /** pids already in the contest. */
  inContest: ReadonlySet<number>;
  onPick: (problem: ProblemChoice) => void;
  /** A group contest: the public bank only. */
  publicBank?: boolean;
}

/** The problem bank, searchable, to add a problem from (spec 03: the picker offers 10, 30, 50, 100 a page). */
export function ProblemPickerDialog({
  open,
  onOpenChange,
  contestType,
  inContest,
  onPick,
  publicBank,
}: ProblemPickerDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="760px">
        <Dialog.Title>{t('contestAdmin.problems.pickerTitle')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {t(
            contestType === 1 ? 'contestAdmin.problems.pickerHintOi' : 'contestAdmin.problems.pickerHintAcm',
          )}
        </Dialog.Description>
        {open ? (
          <PickerList
            contestType={contestType}
            inContest={inContest}
            onPick={onPick}
            publicBank={publicBank}
          />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function PickerList({
  contestType,
  inContest,
  onPick,
  publicBank = false,
}: Omit<ProblemPickerDialogProps, 'open' | 'onOpenChange'>) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ keyword: '', currentPage: 1, limit: 10 as PageSize });
  const { data: page, error } = useApiQuery(queryKeys.problemChoices({ ...query, publicBank }), (signal) =>
    getProblemChoices(query, signal, publicBank),
  );

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery((current) => ({ ...current, keyword: typed.trim(), currentPage: 1 }));
  };
  const why = (problem: ProblemChoice) =>
    inContest.has(problem.pid)
      ? t('contestAdmin.problems.alreadyIn')
      : problem.type !== contestType
        ? t(contestType === 1 ? 'contestAdmin.problems.notOi' : 'contestAdmin.problems.notAcm')
        : undefined;

  return (
    <Flex direction="column" gap="3">
      <form onSubmit={search}>
        <Flex gap="2">
          <TextField.Root
            value={typed}
            placeholder={t('contestAdmin.problems.searchPlaceholder')}
            aria-label={t('contestAdmin.problems.search')}
            style={{ flexGrow: 1 }}
            onChange={(event) => setTyped(event.target.value)}
          >
            <TextField.Slot>
              <SearchIcon size={14} />
            </TextField.Slot>
          </TextField.Root>
          <Button type="submit" variant="soft">
            {t('contestAdmin.problems.search')}
          </Button>
        </Flex>
      </form>
      {error ? <ErrorCallout title={t('contestAdmin.problems.pickerLoadError')} error={error} /> : null}
      {!page && !error ? <Skeleton height="200px" /> : null}
      {page ? (
        <div className="contest-admin-scroll">
          <Table.Root size="1" className="contest-admin-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell className="nowrap">
                  {t('contestAdmin.problems.problemId')}
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('contestAdmin.problems.problemTitle')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('contestAdmin.problems.rule')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell align="right" />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {page.records.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={4}>
                    <Text color="gray">{t('contestAdmin.problems.noProblems')}</Text>
                  </Table.Cell>
                </Table.Row>
              ) : null}
              {page.records.map((problem) => {
                const refused = why(problem);
                return (
                  <Table.Row key={problem.pid} align="center">
                    <Table.Cell className="nowrap">{problem.problemId}</Table.Cell>
                    <Table.Cell>{problem.title}</Table.Cell>
                    <Table.Cell>
                      <Badge variant="outline" color={problem.type === ProblemType.oi ? 'purple' : 'blue'}>
                        {problem.type === ProblemType.oi ? 'OI' : 'ACM'}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell align="right">
                      {refused ? (
                        <Text size="1" color="gray">
                          {refused}
                        </Text>
                      ) : (
                        <Button
                          size="1"
                          variant="soft"
                          aria-label={t('contestAdmin.problems.addProblem', { problemId: problem.problemId })}
                          onClick={() => onPick(problem)}
                        >
                          {t('contestAdmin.problems.add')}
                        </Button>
                      )}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </div>
      ) : null}
      <Pager
        total={page?.total ?? 0}
        currentPage={query.currentPage}
        limit={query.limit}
        onPageChange={(currentPage) => setQuery((current) => ({ ...current, currentPage }))}
        onLimitChange={(limit) => setQuery((current) => ({ ...current, limit, currentPage: 1 }))}
      />
    </Flex>
  );
}
