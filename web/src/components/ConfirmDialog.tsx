import { AlertDialog, Button, Flex, IconButton } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { TrashIcon } from './icons';

interface ConfirmDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** The button that opens the dialog. */
  children: ReactNode;
}

/** Asks before a deletion in the back office (spec 03 §8: confirmation dialogs precede deleting). */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>{children}</AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{description}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {cancelLabel}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

/**
 * A row's red trash button that asks before deleting: the back office's tables delete this way.
 * @example <ConfirmDeleteButton label="Delete Java" title="Delete the language?" description="…" confirmLabel="Delete" cancelLabel="Cancel" onConfirm={remove} />
 */
export function ConfirmDeleteButton({
  label,
  ...dialog
}: Omit<ConfirmDialogProps, 'children'> & { label: string }) {
  return (
    <ConfirmDialog {...dialog}>
      <IconButton variant="ghost" color="red" aria-label={label}>
        <TrashIcon />
      </IconButton>
    </ConfirmDialog>
  );
}
