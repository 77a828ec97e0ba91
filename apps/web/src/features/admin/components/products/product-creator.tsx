import { useState } from 'react';
import { useNavigate } from 'react-router';
import { getErrorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { useCreateProduct } from '../../api/create-product';
import { EMPTY_PRODUCT_FORM, type ProductData } from '../../lib/product-form-values';
import { serverFieldErrors } from '../../lib/validate-product';
import { ProductForm } from '../product-form/product-form';

/**
 * A new product, published or kept as a draft; once created it opens in the editor, where
 * pictures can be uploaded.
 */
export function ProductCreator() {
  const create = useCreateProduct();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string>();
  const save = (data: ProductData) => {
    setServerError(undefined);
    create.mutate(data, {
      onSuccess: (product) => {
        const what = product.draft ? 'saved as a draft, out of the shop' : 'created';
        notify('success', `${product.name} was ${what}. You can add pictures now.`);
        void navigate(`/admin/products/${product.id}`);
      },
      onError: (error) => setServerError(getErrorMessage(error, 'Could not save the product.')),
    });
  };
  return (
    <ProductForm
      initial={EMPTY_PRODUCT_FORM}
      saving={create.isPending}
      submitLabel="Create product"
      serverError={serverError}
      serverFieldErrors={serverFieldErrors(serverError)}
      onSave={(data) => save({ ...data, draft: false })}
      onSaveDraft={(data) => save({ ...data, draft: true })}
    />
  );
}
