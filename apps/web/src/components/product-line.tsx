import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  formatCents,
  lineTotalCents,
  productPath,
  toCents,
  type ProductPicture as Picture,
} from '@avstore/core';
import { ProductPicture } from './product-picture';

interface ProductLineProps {
  name: string;
  /** Links the name to the product's page; a line kept from before product pages has none. */
  slug?: string | null;
  /** The line's picture, before its name (a `LinePicture`, say); none for a list of names. */
  picture?: ReactNode;
  /** A heading where the line is a part of its own (the cart, an order's details); else text. */
  nameAs?: 'h3' | 'h4' | 'p' | 'span';
  nameClassName?: string;
  /** The list item's layout, which each list sets. */
  className: string;
  /** What follows the name: quantity, category, promo. */
  children?: ReactNode;
  /** The line's end: price, total, its controls. */
  end?: ReactNode;
}

/**
 * One product line of a cart or an order (docs/product.md §2): its picture, its name, what the list
 * says of it, and its price at the end. The cart, the checkout's summary, the success page, the
 * order details, a payment to retry and the back office's order all show their lines with it.
 */
export function ProductLine(props: ProductLineProps) {
  const { name, slug, picture, nameAs: Name = 'p', nameClassName = 'font-semibold' } = props;
  return (
    <li className={props.className}>
      {picture}
      <div className="min-w-0 flex-1">
        <Name className={nameClassName}>
          {slug ? (
            <Link to={productPath(slug)} className="hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </Name>
        {props.children}
      </div>
      {props.end}
    </li>
  );
}

/** A line's total, its unit price in rupees times its quantity, to the cent: 'LKR 60,000.00'. */
export const lineTotalText = (price: number, quantity: number) =>
  formatCents(lineTotalCents(toCents(price), quantity));

/** The sizes a line's picture comes in, in px, with the classes that draw the square. */
const SQUARES = { 48: 'h-12 w-12', 80: 'h-20 w-20', 96: 'h-24 w-24' } as const;

interface LinePictureProps {
  picture: Picture | string | undefined;
  size?: keyof typeof SQUARES;
  /** None by default: the name beside it says what it shows. */
  alt?: string;
}

/** A line's square picture, small unless the line is a part of its own (the cart, an order's details). */
export function LinePicture({ picture, size = 48, alt = '' }: LinePictureProps) {
  return (
    <ProductPicture
      picture={picture}
      alt={alt}
      sizes={`${size}px`}
      width={size}
      height={size}
      className={`${SQUARES[size]} shrink-0 rounded-lg`}
    />
  );
}
