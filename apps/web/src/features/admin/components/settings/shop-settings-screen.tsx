import { TextField } from '../../../../components/form-fields';
import { card } from '../ui';
import { PicturePicker } from './picture-picker';
import { SettingsFrame } from './settings-frame';

type ShopField = 'name' | 'address' | 'phone' | 'email' | 'hours' | 'whatsapp';
type BankField = 'bank' | 'branch' | 'accountName' | 'accountNumber';
type TaxField = 'vatNumber' | 'vatRate';

const SHOP_FIELDS: { key: ShopField; label: string; hint?: string; type?: string }[] = [
  {
    key: 'name',
    label: 'Shop name',
    hint: 'In the header (as its wordmark without a logo), page titles and mails.',
  },
  { key: 'address', label: 'Address' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'email', label: 'E-mail', type: 'email' },
  { key: 'hours', label: 'Opening hours', hint: 'When a pickup order can be collected.' },
  {
    key: 'whatsapp',
    label: 'WhatsApp number',
    hint: 'With the country code, such as +94 77 123 4567. Empty: none.',
    type: 'tel',
  },
];
const BANK_FIELDS: { key: BankField; label: string }[] = [
  { key: 'bank', label: 'Bank' },
  { key: 'branch', label: 'Branch' },
  { key: 'accountName', label: 'Account name' },
  { key: 'accountNumber', label: 'Account number' },
];

const TAX_FIELDS: { key: TaxField; label: string; hint: string; inputMode?: 'decimal' }[] = [
  {
    key: 'vatNumber',
    label: 'VAT registration number',
    hint: 'The 9-digit TIN with its VAT suffix, such as 123456789-7000. Empty: not registered.',
  },
  {
    key: 'vatRate',
    label: 'VAT rate (%)',
    hint: 'Included in the catalogue’s prices; 18% in Sri Lanka since January 2024.',
    inputMode: 'decimal',
  },
];

/**
 * The back office's Settings screen: the shop's details, its VAT registration and its bank
 * details for transfers.
 */
export function ShopSettingsScreen() {
  return (
    <SettingsFrame
      title="Settings"
      description="The shop's details as the header, the footer, the contact page and the checkout show them. Saved for every page at once."
      saveLabel="Save settings"
    >
      {({ draft, edit, errors, disabled }) => (
        <>
          <section className={`${card} space-y-4 p-4 sm:p-6`} aria-labelledby="shop-details">
            <h2 id="shop-details" className="text-lg font-semibold">
              Shop details
            </h2>
            <div className="grid gap-4 lg:grid-cols-2">
              {SHOP_FIELDS.map((field) => (
                <TextField
                  key={field.key}
                  label={field.label}
                  hint={field.hint}
                  type={field.type ?? 'text'}
                  value={draft.shop[field.key]}
                  error={errors[`shop.${field.key}`]}
                  onChange={(e) => edit((d) => void (d.shop[field.key] = e.target.value))}
                />
              ))}
            </div>
            <PicturePicker
              label="Logo (none: the wordmark drawn from the shop name)"
              picture={draft.shop.logo}
              disabled={disabled}
              onChange={(logo) => edit((d) => void (d.shop.logo = logo))}
            />
          </section>
          <section className={`${card} space-y-4 p-4 sm:p-6`} aria-labelledby="vat-details">
            <div>
              <h2 id="vat-details" className="text-lg font-semibold">
                VAT registration
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                With a VAT number, an order's receipt becomes a tax invoice once it is paid or
                handed over, and a refund has a credit note. Without one, receipts stay as they are.
              </p>
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              {TAX_FIELDS.map((field) => (
                <TextField
                  key={field.key}
                  label={field.label}
                  hint={field.hint}
                  inputMode={field.inputMode}
                  value={draft.shop[field.key]}
                  error={errors[`shop.${field.key}`]}
                  onChange={(e) => edit((d) => void (d.shop[field.key] = e.target.value))}
                />
              ))}
            </div>
          </section>
          <section className={`${card} space-y-4 p-4 sm:p-6`} aria-labelledby="bank-details">
            <div>
              <h2 id="bank-details" className="text-lg font-semibold">
                Bank details for transfers
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                Where a shopper paying by bank transfer sends the money. Leave all four empty for
                none.
              </p>
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              {BANK_FIELDS.map((field) => (
                <TextField
                  key={field.key}
                  label={field.label}
                  value={draft.bank[field.key]}
                  error={errors[`bank.${field.key}`]}
                  onChange={(e) => edit((d) => void (d.bank[field.key] = e.target.value))}
                />
              ))}
            </div>
          </section>
        </>
      )}
    </SettingsFrame>
  );
}
