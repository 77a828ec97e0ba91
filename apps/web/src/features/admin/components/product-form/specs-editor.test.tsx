import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_DETAIL_LIMITS, PRODUCT_DETAIL_MESSAGES } from '@avstore/core';
import { cleanUpAfterEach } from '../../../../testing';
import type { FieldErrors, SpecRowValues } from '../../lib/product-form-values';
import { SpecsEditor } from './specs-editor';

cleanUpAfterEach();

const rows = (...labels: string[]): SpecRowValues[] =>
  labels.map((label, i) => ({ key: `saved-${i}`, label, value: `${label} value` }));

/** The editor over state of its own, as the product form holds it. */
function Harness({ initial, errors = {} }: { initial: SpecRowValues[]; errors?: FieldErrors }) {
  const [specs, setSpecs] = useState(initial);
  return <SpecsEditor specs={specs} errors={errors} onChange={setSpecs} />;
}

const labels = () =>
  within(screen.getByRole('list', { name: 'Specifications in page order' }))
    .getAllByRole('textbox', { name: /^Label of specification/ })
    .map((input) => (input as HTMLInputElement).value);
const button = (name: string) => screen.getByRole('button', { name });

describe('SpecsEditor', () => {
  it('names each input and button by its row, for screen readers', () => {
    render(<Harness initial={rows('Type', 'Weight')} />);
    expect(screen.getByRole('textbox', { name: 'Label of specification 2' })).toHaveValue('Weight');
    expect(screen.getByRole('textbox', { name: 'Value of specification 2' })).toHaveValue(
      'Weight value',
    );
    for (const name of [
      'Move specification 1 down',
      'Move specification 2 up',
      'Remove specification 1',
      'Remove specification 2',
    ])
      expect(button(name)).toBeEnabled();
    expect(button('Move specification 1 up')).toBeDisabled();
    expect(button('Move specification 2 down')).toBeDisabled();
  });

  it('adds a row and puts the cursor in its label', async () => {
    render(<Harness initial={[]} />);
    expect(screen.getByText('No specifications yet.')).toBeInTheDocument();
    await userEvent.click(button('Add specification'));
    expect(screen.getByRole('textbox', { name: 'Label of specification 1' })).toHaveFocus();
    await userEvent.keyboard('Channels');
    await userEvent.tab();
    await userEvent.keyboard('10');
    expect(screen.getByRole('textbox', { name: 'Value of specification 1' })).toHaveValue('10');
    expect(labels()).toEqual(['Channels']);
    expect(screen.getByText('Specification 1 added')).toBeInTheDocument();
  });

  it('moves rows with the keyboard, the focus following the row moved', async () => {
    render(<Harness initial={rows('Type', 'Weight', 'Colour')} />);
    button('Move specification 3 up').focus();
    await userEvent.keyboard('{Enter}');
    expect(labels()).toEqual(['Type', 'Colour', 'Weight']);
    expect(button('Move specification 2 up')).toHaveFocus();
    expect(screen.getByText('Specification 3 moved to position 2')).toBeInTheDocument();

    await userEvent.keyboard(' ');
    expect(labels()).toEqual(['Colour', 'Type', 'Weight']);
    // First now, it cannot go up: the focus goes to its other move.
    expect(button('Move specification 1 down')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(labels()).toEqual(['Type', 'Colour', 'Weight']);
    expect(button('Move specification 2 down')).toHaveFocus();
  });

  it('removes a row, the focus going to the next one, then to Add', async () => {
    render(<Harness initial={rows('Type', 'Weight')} />);
    await userEvent.click(button('Remove specification 1'));
    expect(labels()).toEqual(['Weight']);
    expect(button('Remove specification 1')).toHaveFocus();
    expect(screen.getByText('Specification 1 removed')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(button('Add specification')).toHaveFocus();
  });

  it("shows each row's problems beside its inputs, and the table's below it", () => {
    render(
      <Harness
        initial={rows('Type', '')}
        errors={{
          'specs.1.label': PRODUCT_DETAIL_MESSAGES.specLabel,
          specs: PRODUCT_DETAIL_MESSAGES.tooManySpecs,
        }}
      />,
    );
    const label = screen.getByRole('textbox', { name: 'Label of specification 2' });
    expect(label).toBeInvalid();
    expect(label).toHaveAccessibleDescription(PRODUCT_DETAIL_MESSAGES.specLabel);
    expect(screen.getByRole('textbox', { name: 'Label of specification 1' })).toBeValid();
    expect(screen.getByText(PRODUCT_DETAIL_MESSAGES.tooManySpecs)).toBeInTheDocument();
  });

  it(`stops at ${PRODUCT_DETAIL_LIMITS.specs} rows`, () => {
    const many = Array.from({ length: PRODUCT_DETAIL_LIMITS.specs }, (_, i) => `Row ${i}`);
    render(<Harness initial={rows(...many)} />);
    expect(button('Add specification')).toBeDisabled();
    expect(screen.getByText(/at most 40 specifications/)).toBeInTheDocument();
  });
});
