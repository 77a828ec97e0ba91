import { describe, expect, it } from 'vitest';
import { paymentResponseTarget } from './routing';

const ORDER = '3f2a9c1e-1111-4111-8111-111111111111';
const lookup =
  (status: string, orderId: string | null = ORDER) =>
  async () => ({ status, orderId });
const never = async () => {
  throw new Error('not asked');
};

describe('paymentResponseTarget (docs/product.md §4)', () => {
  it('1. a transaction_ref whose status is SUCCESS goes to success, with order_id or the lookup orderId', async () => {
    expect(
      await paymentResponseTarget(
        { transaction_ref: 'ref', order_id: ORDER },
        lookup('SUCCESS', null),
      ),
    ).toBe(`/payment/success?orderId=${ORDER}`);
    expect(await paymentResponseTarget({ transaction_ref: 'ref' }, lookup('SUCCESS'))).toBe(
      `/payment/success?orderId=${ORDER}`,
    );
  });

  it('1. a transaction_ref that is not SUCCESS falls through to the other rules', async () => {
    expect(
      await paymentResponseTarget(
        { transaction_ref: 'ref', order_id: ORDER, message: 'Declined' },
        lookup('FAILED'),
      ),
    ).toBe(`/payment/failed?message=Declined&orderId=${ORDER}`);
  });

  it('2. status SUCCESS with an order_id goes to success', async () => {
    expect(await paymentResponseTarget({ status: 'SUCCESS', order_id: ORDER }, never)).toBe(
      `/payment/success?orderId=${ORDER}`,
    );
  });

  it('3. an order_id without success goes to failed, with the message or its default', async () => {
    expect(await paymentResponseTarget({ status: 'FAILED', order_id: ORDER }, never)).toBe(
      `/payment/failed?message=Payment+failed&orderId=${ORDER}`,
    );
    expect(
      await paymentResponseTarget(
        { status: 'FAILED', order_id: ORDER, message: 'Card declined' },
        never,
      ),
    ).toBe(`/payment/failed?message=Card+declined&orderId=${ORDER}`);
  });

  it('4. nothing to go on goes to failed with the message or its default', async () => {
    expect(await paymentResponseTarget({}, never)).toBe(
      '/payment/failed?message=Payment+processing+error',
    );
    expect(await paymentResponseTarget({ status: 'SUCCESS' }, never)).toBe(
      '/payment/failed?message=Payment+processing+error',
    );
    expect(await paymentResponseTarget({ message: 'Timed out' }, never)).toBe(
      '/payment/failed?message=Timed+out',
    );
  });

  it('5. an unexpected error goes to failed with Payment processing error', async () => {
    expect(await paymentResponseTarget({ transaction_ref: 'ref', order_id: ORDER }, never)).toBe(
      '/payment/failed?message=Payment+processing+error',
    );
  });
});
