import { useState } from 'react';
import {
  bankTransferReceived,
  capitalise,
  handConfirmationRefusal,
  statusBadge,
  type AdminOrder,
  type OrderStepRequest,
} from '@avstore/core';
import { getErrorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { useUpdateOrderStatus } from '../../api/update-order-status';
import { shortOrderId } from '../../lib/labels';
import { nextStatuses, STATUS_ACTIONS } from '../../lib/order-status';
import { ConfirmDialog } from '../confirm-dialog';
import { darkButton, dangerPlainButton } from '../ui';
import { BankStatementDialog } from './bank-statement-dialog';
import { DispatchDialog } from './dispatch-dialog';

/**
 * Only the moves the order allows; cancelling asks first, as it returns the stock. A bank transfer
 * not yet paid is confirmed by verifying its slip, or by recording the payment on the statement.
 */
export function OrderStatusActions({ order }: { order: AdminOrder }) {
  const update = useUpdateOrderStatus(order.id);
  const [confirming, setConfirming] = useState(false);
  const [dispatching, setDispatching] = useState(false);
  const [statement, setStatement] = useState(false);
  const next = nextStatuses(order.status, order.deliveryMethod);
  const unpaidTransfer = handConfirmationRefusal({
    paymentMethod: order.paymentMethod,
    paid: bankTransferReceived(order.payments),
  });
  if (next.length === 0) {
    return (
      <p className="text-sm text-slate-600">This order is {order.status}: nothing more to do.</p>
    );
  }

  const move = (step: OrderStepRequest) =>
    update.mutate(step, {
      onSuccess: (saved) => {
        setDispatching(false);
        setStatement(false);
        notify(
          'success',
          `Order #${shortOrderId(saved.id)} is now ${capitalise(statusBadge(saved.status).label)}.`,
        );
      },
      onError: (error) => notify('error', getErrorMessage(error, 'Could not change the status.')),
      onSettled: () => setConfirming(false),
    });

  return (
    <div className="flex flex-wrap gap-2">
      {next.map((status) =>
        status === 'cancelled' ? (
          <button
            key={status}
            type="button"
            className={`${dangerPlainButton} min-h-11`}
            disabled={update.isPending}
            onClick={() => setConfirming(true)}
          >
            {STATUS_ACTIONS[status]}
          </button>
        ) : (
          <button
            key={status}
            type="button"
            className={`${darkButton} min-h-11`}
            disabled={update.isPending}
            onClick={() => {
              if (status === 'dispatched') setDispatching(true);
              else if (status === 'confirmed' && unpaidTransfer) setStatement(true);
              else move({ status });
            }}
          >
            {STATUS_ACTIONS[status]}
          </button>
        ),
      )}
      <DispatchDialog
        open={dispatching}
        busy={update.isPending}
        onClose={() => setDispatching(false)}
        onDispatch={move}
      />
      <BankStatementDialog
        order={order}
        open={statement}
        busy={update.isPending}
        onClose={() => setStatement(false)}
        onConfirm={move}
      />
      <ConfirmDialog
        open={confirming}
        title={`Cancel order #${shortOrderId(order.id)}?`}
        confirmLabel="Cancel order"
        cancelLabel="Keep the order"
        busy={update.isPending}
        onConfirm={() => move({ status: 'cancelled' })}
        onClose={() => setConfirming(false)}
      >
        <p>The items&apos; stock returns to the shop. A cancelled order cannot be reopened.</p>
        {order.payments.some((payment) => payment.status === 'succeeded') ? (
          <p className="font-semibold">
            This order was paid: the payment will have to be refunded.
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
