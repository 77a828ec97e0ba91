import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useHref, useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/icons';
import { useSearchSuggestions } from '../api/get-suggestions';
import { shopSearchPath, suggestionOptions, type SuggestionOption } from '../suggestion-options';
import { useSettled } from '../use-settled';
import { useCategoryName, useCommonT } from '../../../i18n/common';
import { SearchSuggestionList } from './search-suggestion-list';

/** The pause in typing after which suggestions are asked for, as the Shop's box waits. */
const SUGGEST_DELAY_MS = 150;

/**
 * The search box of every page's header (issue #25), the ARIA combobox pattern: suggestions as
 * the shopper types (products with picture and price, categories, makers), the arrow keys to move
 * among them, Enter to open one or, with none chosen, the Shop's results; Escape closes the list.
 * Without JavaScript it is a plain form that opens the Shop's results.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const t = useCommonT();
  const categoryName = useCategoryName();
  // Without JavaScript the form opens the Shop of the page's language.
  const shopHref = useHref('/shop');
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const asked = useSettled(text, SUGGEST_DELAY_MS);
  const suggestions = useSearchSuggestions(open ? asked : '');
  const options = suggestionOptions(text, text.trim() ? suggestions.data : undefined, {
    category: categoryName,
    searchFor: (words) => t('searchFor', { text: words }),
  });
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  const box = useRef<HTMLInputElement>(null);
  const showing = open && text.trim() !== '' && options.length > 0;

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    box.current?.blur();
    void navigate(to);
  };
  const choose = (option: SuggestionOption) => go(option.to);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        current + step > last ? 0 : current + step < 0 ? last : current + step,
      );
    } else if (event.key === 'Escape') {
      if (showing) setOpen(false);
      else setText('');
      setActive(-1);
    }
  };

  return (
    <form
      role="search"
      action={shopHref}
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        const option = showing ? options[active] : undefined;
        if (option) choose(option);
        else if (text.trim()) go(shopSearchPath(text));
      }}
    >
      <label className="relative block">
        <span className="sr-only">{t('search')}</span>
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500" />
        <input
          ref={box}
          // A combobox is a text box to HTML (the Nu Html Checker refuses type="search" with
          // this role); the phone's keyboard still offers its search key.
          type="text"
          inputMode="search"
          enterKeyHint="search"
          name="q"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showing}
          aria-controls={showing ? listId : undefined}
          aria-activedescendant={showing && active >= 0 ? optionId(active) : undefined}
          value={text}
          placeholder={t('search')}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="h-11 w-full rounded-full border-0 bg-white py-2 pl-10 pr-4 text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-brand-500"
        />
      </label>
      {showing ? (
        <SearchSuggestionList
          id={listId}
          options={options}
          active={active}
          optionId={optionId}
          didYouMean={suggestions.data?.didYouMean}
          onChoose={choose}
        />
      ) : null}
    </form>
  );
}
