/** Units the typed specifications are given in, as the shop prints them after a number. */
export const UNITS = [
  'W',
  'in',
  'dB',
  'Hz',
  'kHz',
  'kg',
  'Ω',
  'mm',
  'cm',
  'm',
  'h',
  'bit',
  '',
] as const;
export type Unit = (typeof UNITS)[number];

/** A specification with a number: filtered by a range, sorted, compared. */
export interface NumberAttribute {
  key: string;
  label: string;
  kind: 'number';
  unit: Unit;
  /** Whole numbers only (channels, drivers). */
  whole?: boolean;
  /** The largest value that makes sense: anything above is a slip of the keyboard. */
  max: number;
}

/** A specification that is one or more of a list: filtered by ticking values. */
export interface ChoiceAttribute {
  key: string;
  label: string;
  kind: 'choice';
  options: readonly string[];
  /** Several at once (connections, wireless bands); otherwise exactly one. */
  many?: boolean;
}

export type Attribute = NumberAttribute | ChoiceAttribute;

/** A product's typed specifications: a number, or the options chosen, by attribute key. */
export type AttributeValues = Record<string, number | string[]>;
