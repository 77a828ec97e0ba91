import { attributesOf, type ChoiceAttribute } from '@avstore/core';
import { withAttribute, type AttributeFormValues } from '../../lib/attribute-values';
import type { FieldErrors } from '../../lib/product-form-values';
import { card } from '../ui';
import { ChoiceChecksField, ChoiceSelectField, NumberAttributeField } from './attribute-fields';

interface TypedSpecsFieldsProps {
  category: string;
  values: AttributeFormValues;
  errors: FieldErrors;
  onChange: (values: AttributeFormValues) => void;
}

/**
 * The typed specifications of the chosen category (issue #25): what the Shop filters, sorts and
 * compares by. The free-text rows of the product page stay in the Specifications table.
 */
export function TypedSpecsFields({ category, values, errors, onChange }: TypedSpecsFieldsProps) {
  const attributes = attributesOf(category);
  const shown = new Set(attributes.map((a) => a.key));
  // The ticked lists take a whole row each, so they follow the grid rather than break it.
  const single = attributes.filter((a) => !(a.kind === 'choice' && a.many));
  const many = attributes.filter((a): a is ChoiceAttribute => a.kind === 'choice' && !!a.many);
  // A saved value the category does not have (its definitions changed): said, not hidden.
  const strays = Object.keys(errors)
    .filter((field) => field.startsWith('attributes.') && !shown.has(field.slice(11)))
    .map((field) => errors[field as keyof FieldErrors]);
  const set = (key: string, value: string | string[]) =>
    onChange(withAttribute(values, key, value));
  const text = (key: string) => (typeof values[key] === 'string' ? values[key] : '');
  const list = (key: string) => (Array.isArray(values[key]) ? values[key] : []);

  return (
    <section className={`${card} p-6`}>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Typed specifications</legend>
        {attributes.length === 0 ? (
          <p className="text-sm text-slate-600">
            Choose a category to enter the specifications shoppers filter and compare by.
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-600">
              What shoppers of {category} filter, sort and compare by. Leave empty what you do not
              know.
            </p>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {single.map((attribute) => {
                const error = errors[`attributes.${attribute.key}`];
                return attribute.kind === 'number' ? (
                  <NumberAttributeField
                    key={attribute.key}
                    attribute={attribute}
                    value={text(attribute.key)}
                    error={error}
                    onChange={(value) => set(attribute.key, value)}
                  />
                ) : (
                  <ChoiceSelectField
                    key={attribute.key}
                    attribute={attribute}
                    value={list(attribute.key)}
                    error={error}
                    onChange={(value) => set(attribute.key, value)}
                  />
                );
              })}
            </div>
            {many.map((attribute) => (
              <ChoiceChecksField
                key={attribute.key}
                attribute={attribute}
                value={list(attribute.key)}
                error={errors[`attributes.${attribute.key}`]}
                onChange={(value) => set(attribute.key, value)}
              />
            ))}
          </>
        )}
        {[errors.attributes, ...strays].filter(Boolean).map((message) => (
          <p key={message} className="text-sm text-red-700">
            {message}
          </p>
        ))}
      </fieldset>
    </section>
  );
}
