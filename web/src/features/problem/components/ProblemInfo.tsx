import { ProblemType } from '@oj/events/vocabulary';
import { Badge, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DifficultyBadge } from '@/components/DifficultyBadge';
import { TagChip } from '@/components/TagChip';
import type { ProblemDetail } from '../api/getProblemDetail';
import { displayedLimits } from '../model/limits';

interface ProblemInfoProps {
  detail: ProblemDetail;
  /** The problem list filtered by a tag. */
  tagHref: (tagId: number) => string;
}

/** Title, limits (per language group), level, type, judge mode, file input/output, author and tags. */
export function ProblemInfo({ detail, tagHref }: ProblemInfoProps) {
  const { t } = useTranslation();
  const { problem, tags, languages } = detail;
  const rows = displayedLimits(problem.problemId, languages, {
    timeMs: problem.timeLimit,
    memoryMb: problem.memoryLimit,
  });
  return (
    <Flex direction="column" gap="3">
      <Heading as="h1" size="6">
        <span className="mono problem-id">{problem.problemId}</span> {problem.title}
      </Heading>
      <Flex gap="2" wrap="wrap" align="center">
        <DifficultyBadge level={problem.difficulty} />
        <Badge variant="outline" color={problem.type === ProblemType.oi ? 'orange' : 'indigo'}>
          {problem.type === ProblemType.oi ? 'OI' : 'ACM'}
        </Badge>
        {problem.judgeMode !== 'default' ? (
          <Badge variant="soft" color="amber">
            {t(`problem.judgeMode.${problem.judgeMode}`)}
          </Badge>
        ) : null}
        {problem.isFileIO ? (
          <Badge variant="soft" color="gray">
            {t('problem.fileIO')}
          </Badge>
        ) : null}
        {problem.remote ? (
          <Badge variant="soft" color="cyan" data-testid="remote-badge">
            {t('problem.remote', {
              bank: t(`remoteJudge.banks.${problem.remote.bank}`),
              id: problem.remote.problemId,
            })}
          </Badge>
        ) : null}
      </Flex>
      <DataList.Root size="2" orientation={{ initial: 'vertical', xs: 'horizontal' }}>
        {rows.map((row) => (
          <DataList.Item key={row.scope}>
            <DataList.Label minWidth="120px">{t(`problem.limits.${row.scope}`)}</DataList.Label>
            <DataList.Value>
              <Text className="numeric">
                {t('problem.limitValue', { time: row.timeMs, memory: row.memoryMb })}
              </Text>
            </DataList.Value>
          </DataList.Item>
        ))}
        {problem.outputLimit ? (
          <DataList.Item>
            <DataList.Label minWidth="120px">{t('problem.limits.output')}</DataList.Label>
            <DataList.Value>
              <Text className="numeric">
                {t('problem.outputLimitValue', { memory: problem.outputLimit })}
              </Text>
            </DataList.Value>
          </DataList.Item>
        ) : null}
        {problem.isFileIO ? (
          <DataList.Item>
            <DataList.Label minWidth="120px">{t('problem.fileIO')}</DataList.Label>
            <DataList.Value>
              <Text>
                {t('problem.fileIOValue', {
                  read: problem.ioReadFileName || 'input.txt',
                  write: problem.ioWriteFileName || 'output.txt',
                })}
              </Text>
            </DataList.Value>
          </DataList.Item>
        ) : null}
        {problem.author ? (
          <DataList.Item>
            <DataList.Label minWidth="120px">{t('problem.author')}</DataList.Label>
            <DataList.Value>{problem.author}</DataList.Value>
          </DataList.Item>
        ) : null}
        {tags.length > 0 ? (
          <DataList.Item>
            <DataList.Label minWidth="120px">{t('problem.tags')}</DataList.Label>
            <DataList.Value>
              <Flex gap="1" wrap="wrap">
                {tags.map((tag) => (
                  <Link key={tag.id} to={tagHref(tag.id)} className="tag-link">
                    <TagChip tag={tag} />
                  </Link>
                ))}
              </Flex>
            </DataList.Value>
          </DataList.Item>
        ) : null}
      </DataList.Root>
    </Flex>
  );
}
