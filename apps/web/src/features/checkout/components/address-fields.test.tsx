import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCheckoutFields } from '../../../testing';
import type { CustomerFields, FieldErrors } from '../customer-values';
import { CustomerFieldset } from './customer-fields';

afterEach(cleanup);

const START: CustomerFields = makeCheckoutFields();

function Form({ errors = {} }: { errors?: FieldErrors }) {
  const [values, setValues] = useState(START);
  return (
    <CustomerFieldset
      values={values}
      errors={errors}
      withAddress
      onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
    />
  );
}

describe('the address of a delivery in Sri Lanka', () => {
  it('offers the 25 districts grouped by their 9 provinces', () => {
    render(<Form />);
    const district = screen.getByRole('combobox', { name: 'District' });
    const groups = district.querySelectorAll('optgroup');
    expect(groups).toHaveLength(9);
    expect(groups[0]).toHaveAttribute('label', 'Western Province');
    expect(
      within(groups[3] as HTMLElement)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Jaffna', 'Kilinochchi', 'Mannar', 'Vavuniya', 'Mullaitivu']);
    // 25 districts and the prompt.
    expect(within(district).getAllByRole('option')).toHaveLength(26);
  });

  it("suggests the chosen district's towns for the city, which stays free text", async () => {
    render(<Form />);
    const city = screen.getByLabelText('City');
    expect(city).not.toHaveAttribute('list');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'District' }), 'Jaffna');
    const list = document.getElementById(city.getAttribute('list')!)!;
    const towns = [...list.querySelectorAll('option')].map((o) => o.getAttribute('value'));
    expect(towns).toContain('Point Pedro');
    expect(towns).not.toContain('Kandy');
    await userEvent.type(city, 'Kayts');
    expect(city).toHaveValue('Kayts');
  });

  it('asks for an optional postcode and hints at a mobile number', () => {
    render(<Form />);
    expect(screen.getByLabelText('Postcode (optional)')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.queryByLabelText('Zip code')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      'A mobile number, such as 077 123 4567',
    );
  });

  it('shows each message under its own field', () => {
    render(
      <Form
        errors={{
          district: 'Please choose a district',
          zipCode: 'A postcode has 5 digits, such as 10350',
          phone: 'Please enter a Sri Lankan mobile number, such as 077 123 4567',
        }}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'District' })).toHaveAccessibleDescription(
      'Please choose a district',
    );
    expect(screen.getByLabelText('Postcode (optional)')).toHaveAccessibleDescription(
      'A postcode has 5 digits, such as 10350',
    );
    expect(screen.getByLabelText('Phone')).toBeInvalid();
  });
});

describe('the address of a delivery abroad', () => {
  it('keeps the free-text form: country, address, city and zip code, no district', async () => {
    render(<Form />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'India');
    expect(screen.queryByRole('combobox', { name: 'District' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Zip code')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).not.toHaveAttribute('list');
    expect(screen.getByLabelText('Address')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).not.toHaveAccessibleDescription();
  });
});
