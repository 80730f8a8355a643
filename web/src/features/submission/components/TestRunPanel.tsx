import { SubmissionStatus } from '@oj/events/vocabulary';
import { Button, Callout, Card, Flex, IconButton, Tabs, Text, TextArea } from '@radix-ui/themes';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon, CloseIcon } from '@/components/icons';
import { formatMemory, formatTime } from '@/lib/format';
import { queryKeys } from '@/lib/queryKeys';
import { getTestJudgeResult } from '../api/getTestJudgeResult';
import { submitTestJudge } from '../api/submitTestJudge';
import type { EditorAccess } from '../model/editorAccess';
import { isEmptyText, type ShownText } from '../model/programText';
import { matchingSample, maxTestInput, type Sample, testPollMs, testRunOpen } from '../model/testRun';
import { ProgramTextView } from './ProgramTextView';
import { StatusTag } from './StatusTag';

interface TestRunPanelProps {
  pid: number;
  /** Inside a contest: the test run goes with the contest. */
  cid?: number;
  gid?: number;
  samples: readonly Sample[];
  editor: EditorAccess;
  /** True when signed in; otherwise says so and opens the login dialog. */
  signedIn: () => boolean;
  /** True when the code may be sent; otherwise says why. */
  checkCode: () => boolean;
  onClose: () => void;
}

/** A test run gives up waiting after this many polls (two minutes at 1 s). */
const maxTestPolls = 120;

/**
 * Runs the code on custom input (at most 1000 characters), optionally against an expected output,
 * and shows the result tab, polled every second until it is final (spec 01 §4, test-run flow).
 */
export function TestRunPanel({
  pid,
  cid,
  gid,
  samples,
  editor,
  signedIn,
  checkCode,
  onClose,
}: TestRunPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [input, setInput] = useState(samples[0]?.input ?? '');
  const [expected, setExpected] = useState(samples[0]?.output ?? '');
  const [tab, setTab] = useState('input');
  const [key, setKey] = useState<string>();
  const [sending, setSending] = useState(false);
  // The run's result, read every second while it is open, for at most `maxTestPolls` reads.
  const client = useQueryClient();
  const poll = useQuery({
    queryKey: queryKeys.testRun(key),
    queryFn: key === undefined ? skipToken : ({ signal }) => getTestJudgeResult(key, signal),
    refetchInterval: ({ state }) =>
      state.data && testRunOpen(state.data.status) && state.dataUpdateCount < maxTestPolls
        ? testPollMs
        : false,
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
  const result = poll.data;
  const polls = client.getQueryState(queryKeys.testRun(key))?.dataUpdateCount ?? 0;
  const gaveUp = poll.isError || polls >= maxTestPolls;
  const running =
    sending || (key !== undefined && !gaveUp && (result === undefined || testRunOpen(result.status)));
  useEffect(() => {
    if (poll.isError) setTab('input'); // the request layer has said why
  }, [poll.isError]);

  const run = async () => {
    if (!signedIn() || !checkCode()) return;
    setSending(true);
    setKey(undefined);
    try {
      const next = await submitTestJudge({
        pid,
        cid,
        gid,
        language: editor.language,
        code: editor.code,
        userInput: input,
        expectedOutput: expected === '' ? undefined : expected,
      });
      setKey(next);
      setTab('result');
    } catch {
      setTab('input'); // the request layer has said why
    } finally {
      setSending(false);
    }
  };

  const passedSample =
    result && result.status === SubmissionStatus.accepted
      ? matchingSample(samples, result.userInput.text, result.expectedOutput?.text ?? null)
      : undefined;
  return (
    <Card size="1" className="test-run-panel">
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Flex align="center" gap="2">
          <Tabs.List size="1">
            <Tabs.Trigger value="input">{t('submission.testRun.input')}</Tabs.Trigger>
            <Tabs.Trigger value="result">{t('submission.testRun.result')}</Tabs.Trigger>
          </Tabs.List>
          {/* A ghost button sets its own margins: the box pushes it right. */}
          <Flex ml="auto">
            <IconButton
              variant="ghost"
              color="gray"
              size="1"
              onClick={onClose}
              aria-label={t('submission.testRun.close')}
            >
              <CloseIcon size={14} />
            </IconButton>
          </Flex>
        </Flex>
        <Tabs.Content value="input">
          <Flex direction="column" gap="2" pt="2">
            {samples.length > 0 ? (
              <Flex gap="2" wrap="wrap">
                {samples.map((sample, index) => (
                  <Button
                    // Samples have no identity but their place.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    key={index}
                    size="1"
                    variant="soft"
                    color="gray"
                    onClick={() => {
                      setInput(sample.input);
                      setExpected(sample.output);
                    }}
                  >
                    {t('submission.testRun.sample', { index: index + 1 })}
                  </Button>
                ))}
              </Flex>
            ) : null}
            <Flex gap="2" direction={{ initial: 'column', sm: 'row' }}>
              <Flex direction="column" gap="1" flexGrow="1">
                <Text size="1" color="gray" as="label" htmlFor={`${id}-input`}>
                  {t('submission.testRun.inputLabel')} ({input.length}/{maxTestInput})
                </Text>
                <TextArea
                  id={`${id}-input`}
                  value={input}
                  maxLength={maxTestInput}
                  onChange={(event) => setInput(event.target.value.slice(0, maxTestInput))}
                  rows={4}
                  className="mono"
                />
              </Flex>
              <Flex direction="column" gap="1" flexGrow="1">
                <Text size="1" color="gray" as="label" htmlFor={`${id}-expected`}>
                  {t('submission.testRun.expected')}
                </Text>
                <TextArea
                  id={`${id}-expected`}
                  value={expected}
                  onChange={(event) => setExpected(event.target.value)}
                  rows={4}
                  className="mono"
                  placeholder={t('submission.testRun.expectedPlaceholder')}
                />
              </Flex>
            </Flex>
            <Flex justify="end">
              <Button size="2" variant="soft" loading={running} onClick={() => void run()}>
                {t('submission.testRun.run')}
              </Button>
            </Flex>
          </Flex>
        </Tabs.Content>
        <Tabs.Content value="result">
          <Flex direction="column" gap="2" pt="2" className="test-run-result">
            {!result ? (
              <Text size="2" color="gray">
                {running ? t('submission.testRun.waiting') : t('submission.testRun.noResult')}
              </Text>
            ) : (
              <>
                <Flex align="center" gap="3" wrap="wrap">
                  <StatusTag status={result.status} size="2" />
                  {!testRunOpen(result.status) ? (
                    <Text size="1" color="gray" className="numeric">
                      {formatTime(result.time)} · {formatMemory(result.memory)}
                    </Text>
                  ) : null}
                </Flex>
                {passedSample !== undefined ? (
                  <Callout.Root color="green" size="1">
                    <Callout.Icon>
                      <CheckCircleIcon />
                    </Callout.Icon>
                    <Callout.Text>
                      {t('submission.testRun.samplePassed', { index: passedSample })}
                    </Callout.Text>
                  </Callout.Root>
                ) : null}
                {!testRunOpen(result.status) ? (
                  <>
                    <OutputBlock label={t('submission.testRun.output')} text={result.userOutput} />
                    {result.expectedOutput !== null ? (
                      <OutputBlock label={t('submission.testRun.expected')} text={result.expectedOutput} />
                    ) : null}
                    {!isEmptyText(result.stderr) ? (
                      <OutputBlock label={t('submission.testRun.stderr')} text={result.stderr} />
                    ) : null}
                  </>
                ) : null}
              </>
            )}
          </Flex>
        </Tabs.Content>
      </Tabs.Root>
    </Card>
  );
}

function OutputBlock({ label, text }: { label: string; text: ShownText }) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="1">
      <Text size="1" color="gray">
        {label}
      </Text>
      <pre className="output-text">
        {isEmptyText(text) ? t('submission.testRun.empty') : <ProgramTextView parts={text.parts} />}
      </pre>
    </Flex>
  );
}
