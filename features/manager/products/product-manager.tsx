import { refusalText } from '../../../contract/client';
import { messages } from '../../../contract/messages';
import type { Product } from '../../../contract/products';
import { useCategories } from '../../../entities/category/get-categories';
import { useCreateProduct } from '../../../entities/product/create-product';
import { useUpdateProduct } from '../../../entities/product/update-product';
import { ManagerPage } from '../manager-page';
import { useManagerEditor } from '../use-manager-editor';
import { ProductComments } from './product-comments';
import { ProductForm } from './product-form';
import { ProductTable } from './product-table';

/** `/manager/products`: the catalogue of services, with their prices, stock and pictures. */
export function ProductManager() {
  const editor = useManagerEditor<Product>({
    createSuccess: messages.products.createSuccess,
    updateSuccess: messages.products.updateSuccess,
    failure: (error, editing) => refusalText(error, editing ? messages.products.updateFailed : messages.products.createFailed),
  });
  const categories = useCategories();
  const { trigger: create } = useCreateProduct();
  const { trigger: update } = useUpdateProduct();

  return (
    <ManagerPage
      title="Quản lý dịch vụ"
      description="Dịch vụ, giá, tồn kho, hình ảnh và dịch vụ nổi bật trên trang chủ."
      noun="dịch vụ"
      {...editor.page}
      list={<ProductTable onEdit={editor.edit} />}
      form={
        <div className="space-y-6">
          <ProductForm
            key={editor.formKey}
            product={editor.editing}
            categories={categories.data ?? []}
            categoriesFailed={Boolean(categories.error)}
            onSubmit={(body) => editor.save((product) => (product ? update({ id: product._id, body }) : create(body)))}
          />
          {editor.editing ? <ProductComments productId={editor.editing._id} /> : null}
        </div>
      }
    />
  );
}
