import { TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { SearchIcon } from './icons';

interface KeywordSearchProps {
  /** The keyword in force (the page's URL): what the field starts from. */
  keyword: string;
  /** The trimmed text, when the reader presses Enter. */
  onSearch: (keyword: string) => void;
  placeholder: string;
  /** The field's accessible name. */
  label: string;
  className?: string;
}

/**
 * A list page's keyword field: typing changes nothing until Enter, which searches with the trimmed text.
 * @example <KeywordSearch keyword={keyword} onSearch={(k) => set({ keyword: k })} placeholder="Title" label="Search" />
 */
export function KeywordSearch({ keyword, onSearch, placeholder, label, className }: KeywordSearchProps) {
  const [typed, setTyped] = useState(keyword);
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <TextField.Root
        value={typed}
        placeholder={placeholder}
        aria-label={label}
        onChange={(event) => setTyped(event.target.value)}
      >
        <TextField.Slot>
          <SearchIcon size={14} />
        </TextField.Slot>
      </TextField.Root>
    </form>
  );
}
