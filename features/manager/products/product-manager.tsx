import { useState } from 'react';
import { messages } from '../../../contract/messages';
import type { Product } from '../../../contract/products';
import { useCategories } from '../../../entities/category/get-categories';
import { useCreateProduct } from '../../../entities/product/create-product';
import { useUpdateProduct } from '../../../entities/product/update-product';
import { useToast } from '../../../ui/toast';
import { actionErrorText } from '../action-error';
import { ManagerPage, type ManagerTab } from '../manager-page';
import { ProductComments } from './product-comments';
import { ProductForm } from './product-form';
import { ProductTable } from './product-table';

/** `/manager/products`: the catalogue of services, with their prices, stock and pictures. */
export function ProductManager() {
  const [tab, setTab] = useState<ManagerTab>('list');
  const [editing, setEditing] = useState<Product | null>(null);
  const categories = useCategories();
  const { trigger: create } = useCreateProduct();
  const { trigger: update } = useUpdateProduct();
  const toast = useToast();

  const changeTab = (next: ManagerTab) => {
    // Leaving the form by its tab ends the edit: the form tab then adds a new service.
    if (next === 'list') setEditing(null);
    setTab(next);
  };

  return (
    <ManagerPage
      title="Quản lý dịch vụ"
      description="Dịch vụ, giá, tồn kho, hình ảnh và dịch vụ nổi bật trên trang chủ."
      noun="dịch vụ"
      tab={tab}
      onTabChange={changeTab}
      editing={editing !== null}
      list={
        <ProductTable
          onEdit={(product) => {
            setEditing(product);
            setTab('form');
          }}
        />
      }
      form={
        <div className="space-y-6">
          <ProductForm
            key={editing?._id ?? 'new'}
            product={editing}
            categories={categories.data ?? []}
            categoriesFailed={Boolean(categories.error)}
            onSubmit={async (body) => {
              try {
                if (editing) await update({ id: editing._id, body });
                else await create(body);
              } catch (error) {
                toast.error(actionErrorText(error, editing ? messages.products.updateFailed : messages.products.createFailed));
                return;
              }
              toast.success(editing ? messages.products.updateSuccess : messages.products.createSuccess);
              setEditing(null);
              setTab('list');
            }}
          />
          {editing ? <ProductComments productId={editing._id} /> : null}
        </div>
      }
    />
  );
}
