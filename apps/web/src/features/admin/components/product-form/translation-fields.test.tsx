import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanUpAfterEach, makeAdminProduct } from '../../../../testing';
import { formFromProduct, type ProductData } from '../../lib/product-form-values';
import { productChanges } from '../../lib/validate-product';
import { ProductForm } from './product-form';

cleanUpAfterEach();

/** The form as the edit screen shows it, for a product whose Sinhala is half written. */
const PRODUCT = makeAdminProduct({ translations: { si: { specLabels: { Channels: 'චැනල්' } } } });

function renderForm() {
  const onSave = vi.fn<(data: ProductData) => void>();
  const product = PRODUCT;
  render(
    <ProductForm
      initial={formFromProduct(product)}
      productId={product.id}
      saving={false}
      submitLabel="Save"
      onSave={onSave}
    />,
  );
  return { onSave };
}

describe("the product form's Sinhala and Tamil", () => {
  it('shows what was saved beside the English, and marks what is missing', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: '“Channels” in Sinhala' })).toHaveValue('චැනල්');
    expect(screen.getByRole('textbox', { name: '“Weight” in Sinhala' })).toHaveValue('');
    expect(
      screen.getByText(
        'Sinhala missing: English is shown for the description and 1 specification label.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText('Tamil missing: English is shown for the description and 2 labels.'),
    ).toBeVisible();
  });

  it('saves the Sinhala description and labels by their English label, trimmed', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    await user.type(
      screen.getByRole('textbox', { name: 'Description in Sinhala' }),
      ' චැනල් දහයක මික්සරයකි. ',
    );
    await user.type(screen.getByRole('textbox', { name: '“Weight” in Sinhala' }), 'බර');
    expect(screen.getByText('Sinhala complete.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0].translations).toEqual({
      si: {
        description: 'චැනල් දහයක මික්සරයකි.',
        specLabels: { Channels: 'චැනල්', Weight: 'බර' },
      },
    });
  });

  it('follows a renamed English label, keeping its translation', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    const label = screen.getByRole('textbox', { name: 'Label of specification 1' });
    await user.clear(label);
    await user.type(label, 'Inputs');
    expect(screen.getByRole('textbox', { name: '“Inputs” in Sinhala' })).toHaveValue('චැනල්');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave.mock.calls[0]![0].translations).toEqual({
      si: { specLabels: { Inputs: 'චැනල්' } },
    });
  });

  it('an edit that empties them clears them; one that leaves them alone sends none', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(productChanges(PRODUCT, onSave.mock.calls[0]![0])).not.toHaveProperty('translations');
    await user.clear(screen.getByRole('textbox', { name: '“Channels” in Sinhala' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(productChanges(PRODUCT, onSave.mock.calls[1]![0])).toEqual({ translations: {} });
  });
});
