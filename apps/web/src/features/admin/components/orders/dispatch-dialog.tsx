import { useState, type FormEvent } from 'react';
import { OrderStepRequestSchema, type OrderStepRequest } from '@avstore/core';
import { TextField } from '../../../../components/form-fields';
import { Modal } from '../../../../components/modal';
import { StepButtons } from './step-buttons';

type Errors = Partial<Record<'courier' | 'trackingNumber' | 'trackingUrl', string>>;

/**
 * The dispatch step's form: the courier, and a tracking number or link (core's rule, the server's
 * too). The shopper is mailed both, and sees them in the order history.
 */
export function DispatchDialog({
  open,
  busy,
  onClose,
  onDispatch,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onDispatch: (step: OrderStepRequest) => void;
}) {
  const [fields, setFields] = useState({ courier: '', trackingNumber: '', trackingUrl: '' });
  const [errors, setErrors] = useState<Errors>({});
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const step = { status: 'dispatched' as const, ...fields };
    const parsed = OrderStepRequestSchema.safeParse(step);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onDispatch(parsed.data);
  };

  return (
    <Modal open={open} title="Mark as dispatched" onClose={onClose}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <TextField
          label="Courier"
          name="courier"
          value={fields.courier}
          onChange={set('courier')}
          error={errors.courier}
          hint="Domex, Pronto, Koombiyo, or who carries it"
          autoComplete="off"
        />
        <TextField
          label="Tracking number"
          name="trackingNumber"
          value={fields.trackingNumber}
          onChange={set('trackingNumber')}
          error={errors.trackingNumber}
          autoComplete="off"
        />
        <TextField
          label="Tracking link"
          name="trackingUrl"
          type="url"
          inputMode="url"
          value={fields.trackingUrl}
          onChange={set('trackingUrl')}
          error={errors.trackingUrl}
          hint="A tracking number, a link, or both: the shopper is mailed them."
          autoComplete="off"
        />
        <StepButtons label="Mark as dispatched" busy={busy} onClose={onClose} />
      </form>
    </Modal>
  );
}
