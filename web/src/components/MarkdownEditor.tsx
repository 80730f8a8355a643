import { Box, Flex, SegmentedControl, Text, TextArea } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { Markdown } from './Markdown';

export interface MarkdownEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's message, already in the reader's language. */
  error?: string;
  rows?: number;
  /** The switch's and the empty preview's words, in the reader's language. */
  labels: { write: string; preview: string; nothingToPreview: string };
  maxLength?: number;
}

/**
 * A Markdown text with a preview rendered as the pages render it (maths, sanitised HTML). Heavy
 * (through `Markdown`): use it only in lazily loaded pages.
 */
export function MarkdownEditor({
  label,
  value,
  onChange,
  error,
  rows = 6,
  labels,
  maxLength,
}: MarkdownEditorProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  return (
    <Flex direction="column" gap="1">
      <Flex justify="between" align="center" gap="2">
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {label}
        </Text>
        <SegmentedControl.Root
          size="1"
          value={mode}
          onValueChange={(next) => setMode(next === 'preview' ? 'preview' : 'write')}
        >
          <SegmentedControl.Item value="write">{labels.write}</SegmentedControl.Item>
          <SegmentedControl.Item value="preview">{labels.preview}</SegmentedControl.Item>
        </SegmentedControl.Root>
      </Flex>
      {mode === 'write' ? (
        <TextArea
          id={id}
          value={value}
          rows={rows}
          resize="vertical"
          maxLength={maxLength}
          color={error ? 'red' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <Box className="markdown-preview">
          {value.trim() ? <Markdown>{value}</Markdown> : <Text color="gray">{labels.nothingToPreview}</Text>}
        </Box>
      )}
      {error ? (
        <Text id={errorId} size="1" color="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}
