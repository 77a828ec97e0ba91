import { z } from '../../zod';
import { text } from '../../text';
import { ATTRIBUTE_BY_KEY, attributesOf } from './definitions';
import type { Attribute, AttributeValues } from './kinds';

/** A product's typed specifications as a request carries them: checked against its category. */
export const AttributeValuesSchema = z
  .record(
    text().max(40),
    z.union([z.number({ message: 'Enter a number' }), z.array(text().max(60)).max(20)]),
  )
  .refine((values) => Object.keys(values).length <= 40, {
    message: 'A product has at most 40 typed specifications.',
  });

export interface AttributeIssue {
  key: string;
  message: string;
}

/** What is wrong with `values` for a product of `category`, one message per specification. */
export function attributeIssues(category: string, values: AttributeValues): AttributeIssue[] {
  const known = new Set(attributesOf(category).map((a) => a.key));
  const issues: AttributeIssue[] = [];
  for (const [key, value] of Object.entries(values)) {
    const attribute = ATTRIBUTE_BY_KEY.get(key);
    if (!attribute || !known.has(key)) {
      issues.push({ key, message: `‘${key}’ is not a specification of ${category}.` });
      continue;
    }
    const message = valueIssue(attribute, value);
    if (message) issues.push({ key, message });
  }
  return issues;
}

function valueIssue(attribute: Attribute, value: number | string[]): string | undefined {
  if (attribute.kind === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value))
      return `${attribute.label} is a number.`;
    if (value < 0) return `${attribute.label} cannot be negative.`;
    if (value > attribute.max)
      return `${attribute.label} is at most ${formatNumber(attribute.max)}${unitText(attribute.unit)}.`;
    if (attribute.whole && !Number.isInteger(value)) return `${attribute.label} is a whole number.`;
    return undefined;
  }
  if (!Array.isArray(value)) return `Choose ${attribute.label} from the list.`;
  const unknown = value.find((v) => !attribute.options.includes(v));
  if (unknown !== undefined)
    return `‘${unknown}’ is not one of the choices for ${attribute.label}.`;
  if (new Set(value).size !== value.length) return `${attribute.label} lists a choice twice.`;
  if (!attribute.many && value.length > 1) return `Choose one ${attribute.label}.`;
  return undefined;
}

const formatNumber = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
const unitText = (unit: string) => (unit === '' ? '' : ` ${unit}`);

/** A typed specification as the shop prints it: '1,300 W', '15 in', 'UHF, 2.4 GHz'. */
export function formatAttribute(
  attribute: Attribute,
  value: number | string[] | undefined,
): string {
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return '';
  if (attribute.kind === 'number')
    return typeof value === 'number' ? `${formatNumber(value)}${unitText(attribute.unit)}` : '';
  return Array.isArray(value) ? value.join(', ') : '';
}
