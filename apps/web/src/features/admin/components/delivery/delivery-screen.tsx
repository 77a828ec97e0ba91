import { useState, type FormEvent } from 'react';
import { DELIVERY_MESSAGES, PROVINCES, type DeliveryRatesAnswer } from '@avstore/core';
import { FormError, TextField } from '../../../../components/form-fields';
import { getErrorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { useDeliveryRates, useSaveDeliveryRates } from '../../api/delivery-rates';
import {
  deliveryRequest,
  formValues,
  THRESHOLD,
  timeField,
  type DeliveryFormErrors,
  type DeliveryFormValues,
} from '../../lib/delivery-form';
import { QueryView } from '../query-view';
import { card, darkButton, PageHeader } from '../ui';

/**
 * The back office's delivery screen (docs/product.md §15 "Delivery"): a charge and a delivery time
 * for each of the 25 districts, grouped by province, and the free-delivery threshold.
 */
export function DeliveryScreen() {
  return (
    <>
      <PageHeader
        title="Delivery"
        description="What a delivery costs in each district, in rupees (an empty box is free), and how long it takes; the checkout shows both before the order. Store pickup is always free."
      />
      <QueryView query={useDeliveryRates()} label="delivery charges">
        {(rates) => <DeliveryForm rates={rates} />}
      </QueryView>
    </>
  );
}

function DeliveryForm({ rates }: { rates: DeliveryRatesAnswer }) {
  const [values, setValues] = useState<DeliveryFormValues>(() => formValues(rates));
  const [errors, setErrors] = useState<DeliveryFormErrors>({});
  const [serverError, setServerError] = useState<string>();
  const save = useSaveDeliveryRates();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = deliveryRequest(values);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    setServerError(undefined);
    save.mutate(checked.body, {
      onSuccess: (saved) => {
        setValues(formValues(saved));
        notify('success', DELIVERY_MESSAGES.saved);
      },
      onError: (error) =>
        setServerError(getErrorMessage(error, 'Could not save the delivery charges.')),
    });
  };
  const setCharge = (district: string, charge: string) =>
    setValues((v) => ({ ...v, charges: { ...v.charges, [district]: charge } }));
  const setTime = (district: string, time: string) =>
    setValues((v) => ({ ...v, times: { ...v.times, [district]: time } }));

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <FormError message={serverError} />
      <fieldset disabled={save.isPending} className="space-y-6">
        <section className={`${card} p-6`} aria-labelledby="free-delivery">
          <h2 id="free-delivery" className="text-lg font-semibold">
            Free delivery
          </h2>
          <div className="mt-3 max-w-xs">
            <TextField
              label="Free delivery from (LKR)"
              hint="Orders whose goods, after promos, come to this or more pay no delivery. Empty: never free."
              inputMode="decimal"
              value={values.freeThreshold}
              error={errors[THRESHOLD]}
              onChange={(e) => setValues((v) => ({ ...v, freeThreshold: e.target.value }))}
            />
          </div>
        </section>
        {PROVINCES.map((province) => (
          <fieldset key={province.name} className={`${card} p-6`}>
            <legend className="float-left mb-3 w-full text-lg font-semibold">
              {province.name} Province
            </legend>
            <div className="grid clear-both gap-x-8 gap-y-4 lg:grid-cols-2">
              {province.districts.map((district) => (
                <div key={district} className="grid grid-cols-2 gap-3">
                  <TextField
                    label={district}
                    inputMode="decimal"
                    value={values.charges[district] ?? ''}
                    error={errors[district]}
                    onChange={(e) => setCharge(district, e.target.value)}
                  />
                  <TextField
                    label={`${district} delivery time`}
                    placeholder="1-2 working days"
                    value={values.times[district] ?? ''}
                    error={errors[timeField(district)]}
                    onChange={(e) => setTime(district, e.target.value)}
                  />
                </div>
              ))}
            </div>
          </fieldset>
        ))}
      </fieldset>
      <button type="submit" className={darkButton} disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save delivery charges'}
      </button>
    </form>
  );
}
