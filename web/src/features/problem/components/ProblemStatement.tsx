import { Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '@/components/Markdown';
import { ResultBars } from '@/components/ResultBars';
import type { ProblemDetail } from '../api/getProblemDetail';
import { SampleCase } from './SampleCase';

/** The statement: description, input, output, samples, hint, source, and how submissions went. */
export function ProblemStatement({ detail }: { detail: ProblemDetail }) {
  const { t } = useTranslation();
  const { problem, problemCount } = detail;
  return (
    <Flex direction="column" gap="5">
      <Section title={t('problem.description')} text={problem.description} />
      <Section title={t('problem.input')} text={problem.input} />
      <Section title={t('problem.output')} text={problem.output} />
      {problem.examples.length > 0 ? (
        <Part title={t('problem.samples')}>
          <Flex direction="column" gap="4">
            {problem.examples.map((example, index) => (
              <SampleCase
                // Samples have no id and never reorder while shown.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                index={index + 1}
                input={example.input}
                output={example.output}
              />
            ))}
          </Flex>
        </Part>
      ) : null}
      <Section title={t('problem.hint')} text={problem.hint} />
      <Section title={t('problem.source')} text={problem.source} />
      <Part title={t('problem.statistics')}>
        <Flex direction="column" gap="3">
          <Text size="2" color="gray">
            {t('problem.submissionSummary', { count: problemCount.total, ac: problemCount.ac })}
          </Text>
          <div className="problem-stats">
            <ResultBars counts={problemCount} />
          </div>
        </Flex>
      </Part>
    </Flex>
  );
}

/** A markdown part of the statement; left out when the problem has none. */
function Section({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <Part title={title}>
      <Markdown>{text}</Markdown>
    </Part>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Heading as="h2" size="4" mb="2" className="statement-heading">
        {title}
      </Heading>
      {children}
    </section>
  );
}
