import { Callout, Flex, Text } from '@radix-ui/themes';
import { ErrorIcon } from '@/components/icons';
import type { ShownText } from '../model/programText';
import { ProgramTextView } from './ProgramTextView';

interface MessageCardProps {
  title: string;
  /** Program text: the compiler's or the judge's bytes. */
  message: ShownText;
  color?: 'amber' | 'red' | 'gray';
}

/** A titled block of judge output: the compiler's errors, or why the judge failed. */
export function MessageCard({ title, message, color = 'amber' }: MessageCardProps) {
  return (
    <Callout.Root color={color} variant="surface" className="message-card">
      <Callout.Icon>
        <ErrorIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2" minWidth="0">
        <Text weight="bold">{title}</Text>
        <pre className="output-text">
          <ProgramTextView parts={message.parts} />
        </pre>
      </Flex>
    </Callout.Root>
  );
}
