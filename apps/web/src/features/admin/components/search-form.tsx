import { useState, type FormEvent } from 'react';
import { SearchIcon } from '../../../components/icons';
import { inputClass, plainButton } from './ui';

interface SearchFormProps {
  label: string;
  placeholder: string;
  initial: string;
  /** Called with the trimmed text when the form is sent (Enter or the button). */
  onSearch: (text: string) => void;
}

/** A back-office list's search box: searches on Enter or with its button, not on each key. */
export function SearchForm({ label, placeholder, initial, onSearch }: SearchFormProps) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex min-w-56 flex-1 items-end gap-3">
      <label className="flex-1 text-sm font-medium text-slate-800">
        {label}
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          className={`${inputClass} mt-1`}
        />
      </label>
      <button type="submit" className={plainButton}>
        <SearchIcon width={16} height={16} />
        Search
      </button>
    </form>
  );
}
