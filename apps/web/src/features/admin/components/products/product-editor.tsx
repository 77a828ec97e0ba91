import { Link } from 'react-router';
import { formatDateTime, type AdminProduct } from '@avstore/core';
import { useProduct } from '../../api/get-product';
import { useProductEditor } from '../../hooks/use-product-editor';
import { formFromProduct } from '../../lib/product-form-values';
import { serverFieldErrors } from '../../lib/validate-product';
import { ProductForm } from '../product-form/product-form';
import { QueryView } from '../query-view';
import { linkClass, PageHeader, plainButton } from '../ui';
import { ArchiveProductButton } from './archive-product-button';
import { ProductStepButtons } from './product-step-buttons';

export function ProductEditor({ id }: { id: string }) {
  return (
    <QueryView query={useProduct(id)} label="the product">
      {(product) => <Editor key={product.id} initial={product} />}
    </QueryView>
  );
}

function Editor({ initial }: { initial: AdminProduct }) {
  const editor = useProductEditor(initial);
  const { base } = editor;
  return (
    <>
      <Link to="/admin/products" className={`${linkClass} text-sm`}>
        ← All products
      </Link>
      <PageHeader
        title={base.name}
        description={`Last changed ${formatDateTime(base.updatedAt)} · version ${base.version}`}
      />
      {base.archived ? (
        <div
          role="status"
          className="mb-4 flex flex-wrap items-center gap-3 rounded-lg bg-slate-100 px-4 py-3 text-sm ring-1 ring-slate-300"
        >
          <p className="min-w-[14rem] flex-1">
            {base.draft
              ? 'This product is a draft: it stays out of the shop until it is published.'
              : 'This product is archived: it is not in the shop, and past orders keep it. Restoring brings it back with its name and address.'}
          </p>
          <ProductStepButtons product={base} onChanged={editor.archived} />
        </div>
      ) : null}
      <ProductForm
        key={editor.formKey}
        initial={formFromProduct(base)}
        productId={base.id}
        saving={editor.saving}
        submitLabel="Save changes"
        serverError={
          editor.conflict ? (
            <div
              role="alert"
              className="rounded-lg bg-amber-50 px-4 py-3 text-sm ring-1 ring-amber-300"
            >
              <p className="font-semibold text-amber-900">{editor.conflict}</p>
              <p className="mt-1 text-amber-900">
                Your edits are still in the form. Reload shows the saved product and replaces them,
                so note anything you want to keep first.
              </p>
              <button
                type="button"
                className={`${plainButton} mt-3`}
                disabled={editor.reloading}
                onClick={() => void editor.reload()}
              >
                {editor.reloading ? 'Reloading…' : 'Reload'}
              </button>
            </div>
          ) : (
            editor.serverError
          )
        }
        serverFieldErrors={serverFieldErrors(editor.serverError)}
        actions={
          base.archived ? null : (
            <>
              <ProductStepButtons product={base} onChanged={editor.archived} />
              <ArchiveProductButton product={base} onArchived={editor.archived} />
            </>
          )
        }
        onSave={editor.save}
      />
    </>
  );
}
