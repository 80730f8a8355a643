import { commentForm } from '@oj/events/contracts';
import { Button, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownEditor } from '@/components/MarkdownEditor';

/** Which content rule a text breaks (the server checks the same and sends the same in English). */
function contentProblem(content: string): 'empty' | 'tooLong' | undefined {
  if (commentForm.safeParse({ content }).success) return undefined;
  return content.trim() === '' ? 'empty' : 'tooLong';
}

/**
 * A Markdown box with its preview and a send button, for a new comment or a reply. `onSend` resolves
 * true when the text was taken (the box empties) and false when it was refused (the text stays).
 */
export function CommentBox({
  label,
  sendLabel,
  onSend,
  onCancel,
  rows = 4,
}: {
  label: string;
  sendLabel: string;
  onSend: (content: string) => Promise<boolean>;
  onCancel?: () => void;
  rows?: number;
}) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const problem = contentProblem(content);
    setError(problem && (problem === 'empty' ? t('comment.messages.empty') : t('comment.messages.tooLong')));
    if (problem) return;
    setBusy(true);
    try {
      if (await onSend(content)) setContent('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex direction="column" gap="2" className="comment-box">
      <MarkdownEditor
        label={label}
        value={content}
        onChange={(value) => {
          setContent(value);
          if (error) setError(undefined);
        }}
        error={error}
        rows={rows}
        labels={{
          write: t('comment.write'),
          preview: t('comment.preview'),
          nothingToPreview: t('comment.nothingToPreview'),
        }}
      />
      <Flex gap="2" justify="end">
        {onCancel ? (
          <Button variant="soft" color="gray" onClick={onCancel}>
            {t('comment.cancel')}
          </Button>
        ) : null}
        <Button loading={busy} onClick={send}>
          {sendLabel}
        </Button>
      </Flex>
    </Flex>
  );
}
