import { refusalText } from '../../../contract/client';
import { messages } from '../../../contract/messages';
import type { Part } from '../../../contract/parts';
import { useCreatePart } from '../../../entities/part/create-part';
import { useUpdatePart } from '../../../entities/part/update-part';
import { useProducts } from '../../../entities/product/get-products';
import { ManagerPage } from '../manager-page';
import { useManagerEditor } from '../use-manager-editor';
import { PartExportButtons } from './part-export-buttons';
import { PartForm, type PartCreateValues, type PartUpdateValues } from './part-form';
import { PartImportDialog } from './part-import-dialog';
import { PartLedger } from './part-ledger';
import { PartTable } from './part-table';

/** `/manager/parts`: the parts store, with stock per branch, the import and export of the list, and each part's ledger. */
export function PartsManager() {
  // The shop's services a part may be sold as.
  const products = useProducts();
  const editor = useManagerEditor<Part>({
    createSuccess: messages.parts.created,
    updateSuccess: messages.parts.saved,
    failure: (error, editing) => refusalText(error, editing ? messages.partsManager.updateFailed : messages.partsManager.createFailed),
  });
  const { trigger: create } = useCreatePart();
  const { trigger: update } = useUpdatePart();

  return (
    <ManagerPage
      title="Phụ tùng"
      description="Phụ tùng, tồn kho từng chi nhánh, nhập từ Excel và sổ kho."
      noun="phụ tùng"
      {...editor.page}
      list={
        <div className="space-y-4">
          <div className="flex flex-wrap gap-2">
            <PartImportDialog />
            <PartExportButtons />
          </div>
          <PartTable onEdit={editor.edit} />
        </div>
      }
      form={
        <div className="space-y-8">
          <PartForm
            key={editor.formKey}
            part={editor.editing}
            shopChoices={products.data ?? []}
            onSubmit={(body) => editor.save((part) => (part ? update({ id: part._id, body: body as PartUpdateValues }) : create(body as PartCreateValues)))}
          />
          {editor.editing ? (
            <section aria-labelledby="part-ledger-title" className="space-y-3">
              <h2 id="part-ledger-title" className="text-lg font-bold text-navy-900">
                Sổ kho
              </h2>
              <PartLedger partId={editor.editing._id} unit={editor.editing.unit} />
            </section>
          ) : null}
        </div>
      }
    />
  );
}
