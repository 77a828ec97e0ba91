import { durationWords } from '@avstore/core';
import { BankDetails } from '../../../components/bank-details';
import { usePublicConfig } from '../../../config/public-config';

/**
 * What paying by bank transfer means, shown as soon as it is chosen: the shop's account, and that
 * the reference to quote and the slip's upload come with the order (docs/product.md §2 Checkout).
 */
export default function BankTransferNote() {
  const config = usePublicConfig().data;
  if (!config?.bank) return null;
  return (
    <section
      aria-labelledby="bank-transfer-note"
      className="space-y-3 rounded-xl bg-brand-50 p-4 text-sm ring-1 ring-brand-100"
    >
      <h2 id="bank-transfer-note" className="font-semibold">
        Pay by bank transfer
      </h2>
      <p className="text-slate-700">
        Place the order, then transfer the total to our account below, quoting the order reference
        we give you, and upload the payment slip. We hold your items for{' '}
        {durationWords(config.bankTransferHoldMs)} and confirm the order once the money is with us.
      </p>
      <BankDetails bank={config.bank} />
    </section>
  );
}
