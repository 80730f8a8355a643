import { Button, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContestProblemInput } from '../api/addProblemFromPublic';
import { checkContestProblem, type ProblemRuleKey } from '../model/contestProblemRules';

interface ContestProblemDialogProps {
  /** The dialog's title: adding problem X, or editing contest problem A. */
  title: string;
  /** What the problem is in the bank, shown under the title. */
  subtitle: string;
  initial: ContestProblemInput;
  /** Display ids other problems of the contest have. */
  taken: readonly string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves; throws when the server refused (the request layer has shown why). */
  onSave: (input: ContestProblemInput) => Promise<void>;
}

/** Display id, display title and balloon colour of one contest problem. */
export function ContestProblemDialog(props: ContestProblemDialogProps) {
  const { title, subtitle, open, onOpenChange } = props;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="460px">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {subtitle}
        </Dialog.Description>
        {/* Mounted per opening, so the fields start from the problem each time. */}
        {open ? <ProblemFields {...props} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function ProblemFields({ initial, taken, onSave, onOpenChange }: ContestProblemDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [input, setInput] = useState(initial);
  const [colour, setColour] = useState(initial.color ?? '');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const next = { ...input, color: colour.trim() || null };
  const failures = checked ? checkContestProblem(next, taken) : [];
  const errorOf = (field: string) => {
    const failure = failures.find((f) => f.field === field);
    return failure ? t(`contestAdmin.problems.rules.${failure.key satisfies ProblemRuleKey}`) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (checkContestProblem(next, taken).length > 0) return;
    setBusy(true);
    try {
      await onSave({
        displayId: next.displayId.trim(),
        displayTitle: next.displayTitle.trim(),
        color: next.color,
      });
    } catch {
      // the request layer has shown why; the dialog stays open to fix it
    } finally {
      setBusy(false);
    }
  };

  const text = (field: 'displayId' | 'displayTitle', maxLength: number) => (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={`${id}-${field}`} size="2" weight="medium">
        {t(`contestAdmin.problems.${field}`)}
      </Text>
      <TextField.Root
        id={`${id}-${field}`}
        value={input[field]}
        maxLength={maxLength}
        color={errorOf(field) ? 'red' : undefined}
        aria-invalid={errorOf(field) ? true : undefined}
        onChange={(event) => {
          const value = event.target.value;
          setInput((current) => ({ ...current, [field]: value }));
        }}
      />
      {errorOf(field) ? (
        <Text size="1" color="red" role="alert">
          {errorOf(field)}
        </Text>
      ) : null}
    </Flex>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        {text('displayId', 20)}
        {text('displayTitle', 255)}
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={`${id}-color`} size="2" weight="medium">
            {t('contestAdmin.problems.color')}
          </Text>
          <Flex gap="2" align="center">
            <input
              type="color"
              className="contest-color-swatch"
              value={/^#[0-9a-fA-F]{6}$/.test(colour) ? colour : '#e6bf25'}
              aria-label={t('contestAdmin.problems.pickColor')}
              onChange={(event) => setColour(event.target.value)}
            />
            <TextField.Root
              id={`${id}-color`}
              value={colour}
              placeholder={t('contestAdmin.problems.colorPlaceholder')}
              color={errorOf('color') ? 'red' : undefined}
              style={{ flexGrow: 1 }}
              onChange={(event) => setColour(event.target.value)}
            />
            {colour ? (
              <Button type="button" variant="ghost" color="gray" onClick={() => setColour('')}>
                {t('contestAdmin.problems.noColor')}
              </Button>
            ) : null}
          </Flex>
          {errorOf('color') ? (
            <Text size="1" color="red" role="alert">
              {errorOf('color')}
            </Text>
          ) : null}
        </Flex>
        <Flex gap="3" mt="2" justify="end">
          <Button type="button" variant="soft" color="gray" onClick={() => onOpenChange(false)}>
            {t('contestAdmin.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('contestAdmin.problems.save')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
