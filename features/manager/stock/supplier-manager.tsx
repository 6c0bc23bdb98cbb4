import { refusalText } from '../../../contract/client';
import { messages } from '../../../contract/messages';
import type { Supplier } from '../../../contract/parts';
import { useCreateSupplier } from '../../../entities/supplier/create-supplier';
import { useUpdateSupplier } from '../../../entities/supplier/update-supplier';
import { ManagerPage } from '../manager-page';
import { useManagerEditor } from '../use-manager-editor';
import { SupplierForm } from './supplier-form';
import { SupplierTable } from './supplier-table';

/** `/manager/suppliers`: who the garage buys parts from. */
export function SupplierManager() {
  const editor = useManagerEditor<Supplier>({
    createSuccess: messages.stockManager.supplierCreated,
    updateSuccess: messages.stockManager.supplierSaved,
    failure: (error, editing) => refusalText(error, editing ? messages.stockManager.supplierSaveFailed : messages.stockManager.supplierCreateFailed),
  });
  const { trigger: create } = useCreateSupplier();
  const { trigger: update } = useUpdateSupplier();

  return (
    <ManagerPage
      title="Nhà cung cấp"
      description="Nơi gara nhập phụ tùng: số điện thoại, mã số thuế, địa chỉ."
      noun="nhà cung cấp"
      {...editor.page}
      list={<SupplierTable onEdit={editor.edit} />}
      form={
        <SupplierForm
          key={editor.formKey}
          supplier={editor.editing}
          onSubmit={(body) => editor.save((supplier) => (supplier ? update({ id: supplier._id, body }) : create(body)))}
        />
      }
    />
  );
}
