import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { bankTransferReference, formatLKRIn, type Order } from '@avstore/core';
import { usePaymentSlips } from '../../../api/payment-slips';
import { BankDetails, bankLineWords } from '../../../components/bank-details';
import { usePublicConfig } from '../../../config/public-config';
import { useScreenLanguage } from '../../../i18n/common';
import { useOrderDate } from '../../../i18n/order-date';
import { useOrdersT } from '../../../i18n/orders';
import { returnToState } from '../../../lib/return-to';
import { useSignedIn } from '../../../lib/use-signed-in';
import { SlipList } from './slip-list';
import { SlipUpload } from './slip-upload';

/**
 * A bank-transfer order's next steps, wherever the order is shown (the success page, the order
 * history): while it waits for the money, where to pay, the reference to quote, until when its
 * items are held and the slip's upload; then the slips sent and what the shop made of them
 * (docs/product.md §2 "Payment success", §12 "Bank transfer"). A chunk of its own, which the
 * pages that show an order load for a bank-transfer order only.
 */
export default function BankTransferPanel({ order }: { order: Order }) {
  return order.paymentMethod === 'bank_transfer' ? <TransferSteps order={order} /> : null;
}

function TransferSteps({ order }: { order: Order }) {
  const signedIn = useSignedIn();
  const config = usePublicConfig().data;
  const location = useLocation();
  const slips = usePaymentSlips(order.id, signedIn).data ?? [];
  const reference = bankTransferReference(order.id);
  const awaiting = order.status === 'pending' && !slips.some((s) => s.status === 'verified');
  const checking = slips.some((s) => s.status === 'waiting');
  // The upload's own thanks says it, until the next visit.
  const [justSent, setJustSent] = useState(false);
  const t = useOrdersT();
  const language = useScreenLanguage();
  const dateOf = useOrderDate();
  const heldUntil = config && new Date(order.createdAt).getTime() + config.bankTransferHoldMs;

  return (
    <section
      aria-labelledby={`bank-transfer-${order.id}`}
      className="mt-8 space-y-4 rounded-xl bg-brand-50 p-5"
    >
      <h2 id={`bank-transfer-${order.id}`} className="text-lg font-semibold">
        {awaiting ? t('bank.pay') : t('bank.title')}
      </h2>
      {awaiting ? (
        <>
          <ol className="list-decimal space-y-1 pl-5 text-slate-800">
            <li>
              {t.rich('bank.transfer', {
                amount: <strong>{formatLKRIn(language, order.total)}</strong>,
              })}
            </li>
            <li>{t.rich('bank.quote', { reference: <strong>{reference}</strong> })}</li>
            <li>{t('bank.upload')}</li>
          </ol>
          {config?.bank ? (
            <BankDetails bank={config.bank} reference={reference} words={bankLineWords(t)} />
          ) : config ? (
            <p>{t('bank.call', { phone: config.shopPhone })}</p>
          ) : null}
          {heldUntil && !checking ? (
            <p className="text-sm text-slate-700">{t('bank.held', { time: dateOf(heldUntil) })}</p>
          ) : null}
          {checking && !justSent ? (
            <p className="text-sm font-medium text-slate-800">{t('bank.checking')}</p>
          ) : null}
          {signedIn ? (
            <SlipUpload orderId={order.id} onSent={() => setJustSent(true)} />
          ) : (
            <p>
              {t.rich('bank.signIn', {
                link: (
                  <Link
                    to="/login"
                    state={returnToState(`${location.pathname}${location.search}`)}
                    className="font-semibold text-brand-700 underline"
                  >
                    {t('signIn')}
                  </Link>
                ),
              })}
            </p>
          )}
        </>
      ) : (
        <p className="text-slate-800">
          {order.status === 'cancelled' ? t('bank.cancelled') : t('bank.received')}
        </p>
      )}
      {signedIn ? <SlipList slips={slips} /> : null}
    </section>
  );
}
