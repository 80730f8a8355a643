import { Button, Flex, TextField } from '@radix-ui/themes';
import type { FormEvent, ReactNode } from 'react';
import { SearchIcon } from './icons';

interface AdminSearchFormProps {
  /** The text typed so far (`useListPage`'s draft). */
  draft: string;
  onDraft: (draft: string) => void;
  /** Searches with the draft (`useListPage`'s `search`). */
  onSubmit: (event: FormEvent) => void;
  placeholder: string;
  /** The field's accessible name. */
  label: string;
  submitLabel: string;
  /** More filters, between the field and the button (a role select). */
  children?: ReactNode;
}

/**
 * A back-office list's search bar: the keyword field, any other filters, and Search.
 * @example <AdminSearchForm draft={draft} onDraft={setDraft} onSubmit={search} placeholder=".." label=".." submitLabel="Search" />
 */
export function AdminSearchForm(props: AdminSearchFormProps) {
  return (
    <form onSubmit={props.onSubmit}>
      <Flex gap="2" wrap="wrap">
        <TextField.Root
          value={props.draft}
          onChange={(event) => props.onDraft(event.target.value)}
          placeholder={props.placeholder}
          aria-label={props.label}
          style={{ flexGrow: 1, maxWidth: 420 }}
        >
          <TextField.Slot>
            <SearchIcon size={14} />
          </TextField.Slot>
        </TextField.Root>
        {props.children}
        <Button type="submit" variant="soft">
          {props.submitLabel}
        </Button>
      </Flex>
    </form>
  );
}
