import type { AdminProduct } from '@msc/shared/api/admin';
import { adminTexts } from '@msc/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { ConfirmButton } from '#ui/confirm-button';
import { Panel } from '#ui/panel';
import { QueryState } from '#ui/query-state';
import { showApiErrorToast, showToast } from '#ui/toast';
import { adminProductQuery, useRemoveProduct, useSaveProduct } from '../api/admin-queries';
import { ProductFormView, showServerErrors } from './product-form';

const texts = adminTexts.products;

const REMOVE_PROMPT = { message: texts.confirmRemove, confirmLabel: texts.remove, cancelLabel: texts.cancel };

function Editor({ product, onClose }: { product?: AdminProduct; onClose: () => void }) {
  const save = useSaveProduct();
  const remove = useRemoveProduct();
  return (
    <>
      <h2 className="mb-4 text-lg font-semibold">
        {product ? `${texts.edit} ${product.itemNumber}` : texts.create}
      </h2>
      {product?.retiredAt && <p className="mb-4 text-sm text-slate-700">{texts.retiredNote}</p>}
      <ProductFormView
        // A new form for each product: its defaults are the product's.
        key={product?.id ?? 'new'}
        product={product}
        pending={save.isPending}
        onCancel={onClose}
        onSubmit={(input, form) =>
          save.mutate(
            { id: product?.id, input },
            {
              onSuccess: () => {
                showToast({ title: product ? texts.saved : texts.created, message: '' }, 'success');
                onClose();
              },
              onError: (error) => {
                if (!showServerErrors(form, error)) showApiErrorToast(error);
              },
            },
          )
        }
        extraActions={
          product &&
          !product.retiredAt && (
            <ConfirmButton
              prompt={REMOVE_PROMPT}
              action={remove}
              variables={product.id}
              variant="danger"
              onDone={({ outcome }) => {
                showToast(
                  { title: outcome === 'deleted' ? texts.deleted : texts.retiredNotice, message: '' },
                  'success',
                );
                onClose();
              }}
            />
          )
        }
      />
    </>
  );
}

/** The editor of one product (loaded fresh, so it edits what is stored), or of a new one. */
export function ProductEditor({ productId, onClose }: { productId?: string; onClose: () => void }) {
  const product = useQuery({ ...adminProductQuery(productId ?? ''), enabled: Boolean(productId) });
  return (
    <Panel aria-label={productId ? texts.edit : texts.create} className="mb-6">
      {productId ? (
        <QueryState query={product}>{(loaded) => <Editor product={loaded} onClose={onClose} />}</QueryState>
      ) : (
        <Editor onClose={onClose} />
      )}
    </Panel>
  );
}
