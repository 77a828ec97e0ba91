import {
  ATTRIBUTE_BY_KEY,
  attributesOf,
  type Attribute,
  type AttributeValues,
} from '@avstore/core';

/**
 * The typed specifications as the form holds them: a number as typed (so '1.' survives), the
 * options ticked. A value left empty is not kept, so an untouched form equals the saved one.
 */
export type AttributeFormValues = Record<string, string | string[]>;

export function attributesToForm(values: AttributeValues | undefined): AttributeFormValues {
  return Object.fromEntries(
    Object.entries(values ?? {}).map(([key, value]) => [
      key,
      typeof value === 'number' ? String(value) : [...value],
    ]),
  );
}

/** The request's `attributes`: numbers as numbers (NaN when not one, for the schema to refuse). */
export function attributesToRequest(values: AttributeFormValues): AttributeValues {
  const out: AttributeValues = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string') {
      if (value.trim() !== '') out[key] = Number(value);
    } else if (value.length > 0) out[key] = value;
  }
  return out;
}

/** `values` with `key` set, or without it when the value is empty. */
export function withAttribute(
  values: AttributeFormValues,
  key: string,
  value: string | string[],
): AttributeFormValues {
  const { [key]: _old, ...rest } = values;
  const empty = typeof value === 'string' ? value === '' : value.length === 0;
  return empty ? rest : { ...rest, [key]: value };
}

/**
 * The values a product moved to `category` keeps, and the specifications it loses. With no
 * category chosen yet nothing is dropped: the values wait for the next choice.
 */
export function keepForCategory(
  category: string,
  values: AttributeFormValues,
): { kept: AttributeFormValues; removed: Attribute[] } {
  if (category === '') return { kept: values, removed: [] };
  const known = new Map(attributesOf(category).map((a) => [a.key, a]));
  const kept: AttributeFormValues = {};
  const removed: Attribute[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (known.has(key)) kept[key] = value;
    // A key the definitions no longer know is named by itself.
    else
      removed.push(ATTRIBUTE_BY_KEY.get(key) ?? { key, label: key, kind: 'choice', options: [] });
  }
  return { kept, removed };
}

/** 'Woofer size and Power (RMS) are not specifications of Wired Microphones and were removed.' */
export function removedNotice(removed: readonly Attribute[], category: string): string {
  const labels = removed.map((a) => a.label);
  const list =
    labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)!}`;
  return labels.length === 1
    ? `${list} is not a specification of ${category} and was removed.`
    : `${list} are not specifications of ${category} and were removed.`;
}
