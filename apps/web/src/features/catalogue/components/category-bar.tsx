import { useEffect, useId, useRef, useState } from 'react';
import { CATEGORY_GROUPS, categoriesOf, type CategoryGroup } from '@avstore/core';
import { ChevronDownIcon } from '../../../components/control-icons';
import { useCatalogueT } from '../../../i18n/catalogue';
import { useCategoryName } from '../../../i18n/common';

interface CategoryBarProps {
  active: string | null;
  onSelect: (category: string | null) => void;
}

const base =
  'inline-flex items-center gap-1 rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap';
const tone = (on: boolean) =>
  on ? 'bg-ink text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100';

/** The Shop's category bar (docs/product.md §2): groups with subcategories open a dropdown. */
export function CategoryBar({ active, onSelect }: CategoryBarProps) {
  const t = useCatalogueT();
  const categoryName = useCategoryName();
  return (
    <nav aria-label={t('categories')}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <button
            type="button"
            className={`${base} ${tone(!active)}`}
            aria-pressed={!active}
            onClick={() => onSelect(null)}
          >
            {t('allProducts')}
          </button>
        </li>
        {CATEGORY_GROUPS.map((group) => (
          <li key={group.name}>
            {group.subcategories.length === 0 ? (
              <button
                type="button"
                className={`${base} ${tone(active === group.name)}`}
                aria-pressed={active === group.name}
                onClick={() => onSelect(group.name)}
              >
                {categoryName(group.name)}
              </button>
            ) : (
              <GroupMenu group={group} active={active} onSelect={onSelect} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function GroupMenu({
  group,
  active,
  onSelect,
}: {
  group: CategoryGroup;
  active: string | null;
  onSelect: CategoryBarProps['onSelect'];
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const t = useCatalogueT();
  const categoryName = useCategoryName();
  const root = useRef<HTMLDivElement>(null);
  const inGroup =
    active !== null && (active === group.name || categoriesOf(group.name).includes(active));

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    root.current?.querySelector<HTMLButtonElement>('button')?.focus();
  };
  const choose = (value: string) => {
    onSelect(value);
    close();
  };
  const onMenuKey = (event: React.KeyboardEvent) => {
    const items = [
      ...(root.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []),
    ];
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      items[(index + 1) % items.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      items[(index - 1 + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        className={`${base} ${tone(inGroup)}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {categoryName(group.name)}
        <ChevronDownIcon width={16} height={16} />
      </button>
      {open ? (
        <ul
          id={id}
          role="menu"
          aria-label={categoryName(group.name)}
          onKeyDown={onMenuKey}
          className="absolute left-0 z-20 mt-2 min-w-52 rounded-lg bg-white py-1 shadow-lg ring-1 ring-black/5"
        >
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className="block w-full px-4 py-2 text-left text-sm font-semibold hover:bg-slate-100"
              onClick={() => choose(group.name)}
            >
              {t('allOf', { group: categoryName(group.name) })}
            </button>
          </li>
          {group.subcategories.map((sub) => (
            <li role="none" key={sub.category}>
              <button
                type="button"
                role="menuitem"
                className={`block w-full px-4 py-2 text-left text-sm hover:bg-slate-100 ${active === sub.category ? 'font-semibold text-brand-700' : ''}`}
                onClick={() => choose(sub.category)}
              >
                {categoryName(sub.label)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
