import { Box, Flex, SegmentedControl, Text, TextArea } from '@radix-ui/themes';
import { useId, useRef, useState } from 'react';
import { withoutUpload, withUpload } from '@/lib/markdownUploads';
import { Markdown } from './Markdown';
import { MarkdownUploadBar, type MarkdownUploads } from './MarkdownUploadBar';

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
  /**
   * Image (and file) upload buttons, for the roles spec 03 §6 allows: images for admin roles and group
   * admins (pass the group's gid), files for admin roles only. Absent: no buttons.
   */
  uploads?: MarkdownUploads;
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
  uploads,
}: MarkdownEditorProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const area = useRef<HTMLTextAreaElement>(null);
  /** Puts an upload's Markdown where the cursor is (at the end when the text was never focused). */
  const insert = (markdown: string) =>
    onChange(withUpload(value, area.current?.selectionStart ?? value.length, markdown));
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
      {/* Mounted in both modes: it keeps the list of this edit's uploads. */}
      {uploads ? (
        <MarkdownUploadBar
          uploads={uploads}
          onUploaded={insert}
          onRemoved={(markdown) => onChange(withoutUpload(value, markdown))}
        />
      ) : null}
      {mode === 'write' ? (
        <TextArea
          ref={area}
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
