import { useId } from 'react';
import { ChevronDownIcon } from '../../../components/control-icons';

interface AccordionItemProps {
  title: string;
  open: boolean;
  onToggle: () => void;
  children: React.ReactNode;
}

/** One disclosure of an accordion; the parent keeps at most one open (docs/product.md §4). */
export function AccordionItem({ title, open, onToggle, children }: AccordionItemProps) {
  const id = useId();
  return (
    <div className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={onToggle}
          className="flex w-full items-center justify-between px-5 py-4 text-left text-lg font-semibold"
        >
          {title}
          <ChevronDownIcon className={`transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </h3>
      <div id={id} hidden={!open} className="space-y-3 px-5 pb-5 text-slate-700">
        {children}
      </div>
    </div>
  );
}
