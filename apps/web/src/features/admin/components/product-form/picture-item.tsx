import type { DragEvent } from 'react';
import { pictureUrl, type ProductPicture } from '@avstore/core';
import { Pill } from '../../../../components/badge';
import { inputClass, smallButton } from '../ui';

export type PictureControl = 'up' | 'down' | 'main' | 'remove' | 'alt';

interface PictureItemProps {
  picture: ProductPicture;
  index: number;
  count: number;
  /** Uploaded since the last save. */
  isNew: boolean;
  /** What the alt text defaults to when left empty. */
  productName: string;
  /** A picture is being dragged over this one. */
  dropTarget: boolean;
  dragged: boolean;
  onMove: (to: number, control: PictureControl) => void;
  onAlt: (alt: string) => void;
  onRemove: () => void;
  onDragStart: (event: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
  onDragOver: (event: DragEvent<HTMLElement>) => void;
  onDrop: (event: DragEvent<HTMLElement>) => void;
}

/** One picture of the list: its thumbnail (the drag handle), alt text and the keyboard's moves. */
export function PictureItem(props: PictureItemProps) {
  const { picture, index, count, productName } = props;
  const n = index + 1;
  const focusKey = (control: PictureControl) => `${picture.id}:${control}`;
  const rowTone = props.dropTarget
    ? 'ring-2 ring-brand-500 bg-brand-50'
    : 'ring-1 ring-slate-200 bg-white';
  return (
    <li
      className={`flex flex-wrap items-center gap-3 rounded-lg p-2 ${rowTone} ${props.dragged ? 'opacity-50' : ''}`}
      onDragOver={props.onDragOver}
      onDrop={props.onDrop}
    >
      <div
        draggable
        onDragStart={props.onDragStart}
        onDragEnd={props.onDragEnd}
        title="Drag to reorder"
        className="flex cursor-grab items-center gap-1 active:cursor-grabbing"
      >
        <span aria-hidden="true" className="select-none text-slate-400">
          ⠿
        </span>
        <img
          src={pictureUrl(picture.id, 160, 'jpg')}
          alt={`Picture ${n}`}
          width={64}
          height={64}
          draggable={false}
          style={{ backgroundColor: picture.color }}
          className="h-16 w-16 shrink-0 rounded-md bg-white object-contain ring-1 ring-slate-200"
        />
      </div>
      <div className="min-w-48 flex-1 space-y-1">
        <div className="flex flex-wrap gap-1">
          {index === 0 ? <Pill tone="blue">Main picture</Pill> : null}
          {props.isNew ? <Pill tone="yellow">New: not saved yet</Pill> : null}
        </div>
        <label className="block text-xs font-medium text-slate-700">
          Alt text for picture {n}
          <input
            type="text"
            value={picture.alt}
            maxLength={300}
            placeholder={productName.trim() || 'The product name'}
            data-focus={focusKey('alt')}
            className={`${inputClass} mt-1 py-1.5 text-sm font-normal`}
            onChange={(event) => props.onAlt(event.target.value)}
          />
        </label>
      </div>
      {/* One width for every row, so the alt text fields line up with or without Make main. */}
      <div className="flex flex-wrap justify-end gap-1 sm:w-52">
        <button
          type="button"
          className={smallButton}
          aria-label={`Move picture ${n} up`}
          data-focus={focusKey('up')}
          disabled={index === 0}
          onClick={() => props.onMove(index - 1, 'up')}
        >
          ↑
        </button>
        <button
          type="button"
          className={smallButton}
          aria-label={`Move picture ${n} down`}
          data-focus={focusKey('down')}
          disabled={index === count - 1}
          onClick={() => props.onMove(index + 1, 'down')}
        >
          ↓
        </button>
        {index > 0 ? (
          <button
            type="button"
            className={smallButton}
            aria-label={`Make main (picture ${n})`}
            data-focus={focusKey('main')}
            onClick={() => props.onMove(0, 'main')}
          >
            Make main
          </button>
        ) : null}
        <button
          type="button"
          className={`${smallButton} text-red-700`}
          aria-label={`Remove picture ${n}`}
          data-focus={focusKey('remove')}
          onClick={props.onRemove}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
