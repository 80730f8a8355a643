import { Button, Callout, Flex, Text, TextArea } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '@/lib/notices';
import { printMinLength, submitPrintText } from '../api/submitPrintText';
import { useContestView } from '../hooks/contestContext';

/** /contest/:cid/print: a contestant sends text (a program, a question) to the contest's printer. */
export function ContestPrint() {
  const { t } = useTranslation();
  const { contest, canEnter } = useContestView();
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);
  if (!contest.openPrint || !canEnter) {
    return (
      <Callout.Root color="amber">
        <Callout.Text>{t('contest.print.closed')}</Callout.Text>
      </Callout.Root>
    );
  }
  const length = content.trim().length;
  const tooShort = length < printMinLength;
  const send = async () => {
    setSending(true);
    try {
      await submitPrintText(contest.id, content);
      showMessage('success', t('contest.print.sent'));
      setContent('');
    } catch {
      // The request layer has shown why.
    } finally {
      setSending(false);
    }
  };
  return (
    <Flex direction="column" gap="3">
      <Text size="2" color="gray">
        {t('contest.print.hint', { count: printMinLength })}
      </Text>
      <TextArea
        className="contest-print-text"
        aria-label={t('contest.print.content')}
        placeholder={t('contest.print.placeholder')}
        rows={16}
        value={content}
        onChange={(event) => setContent(event.target.value)}
      />
      <Flex align="center" gap="3">
        <Button disabled={tooShort || sending} loading={sending} onClick={() => void send()}>
          {t('contest.print.submit')}
        </Button>
        <Text size="2" color={tooShort && length > 0 ? 'red' : 'gray'} className="numeric">
          {tooShort && length > 0
            ? t('contest.print.tooShort', { count: printMinLength })
            : t('contest.print.length', { count: length })}
        </Text>
      </Flex>
    </Flex>
  );
}
