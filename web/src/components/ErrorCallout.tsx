import { Callout, Strong } from '@radix-ui/themes';
import { WarningIcon } from './icons';

interface ErrorCalloutProps {
  /** What failed, in the reader's language; the error's own message follows as the detail. */
  title: string;
  error: Error;
}

export function ErrorCallout({ title, error }: ErrorCalloutProps) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <WarningIcon />
      </Callout.Icon>
      <Callout.Text>
        <Strong>{title}</Strong>
        <br />
        {error.message}
      </Callout.Text>
    </Callout.Root>
  );
}
