import { refusalText } from '../../../contract/client';
import { ManagerPage } from '../manager-page';
import { useManagerEditor } from '../use-manager-editor';
import { NamedItemForm, type NamedItem } from './named-item-form';
import type { NamedItemScreen } from './named-item-screen';
import { NamedItemTable } from './named-item-table';

export interface NamedItemManagerProps<T extends NamedItem> {
  screen: NamedItemScreen<T>;
}

/**
 * A back-office screen of rows that only have a name (service categories, staff positions):
 * a list tab and an add/rename tab. The server's refusals (a name taken, a row still in use)
 * are shown in its own words.
 */
export function NamedItemManager<T extends NamedItem>({ screen }: NamedItemManagerProps<T>) {
  const { texts } = screen;
  const editor = useManagerEditor<T>({
    createSuccess: texts.createSuccess,
    updateSuccess: texts.updateSuccess,
    failure: (error, editing) => refusalText(error, editing ? texts.updateFailed : texts.createFailed),
  });
  const { trigger: create } = screen.useCreate();
  const { trigger: update } = screen.useUpdate();

  return (
    <ManagerPage
      title={screen.title}
      description={screen.description}
      noun={screen.noun}
      {...editor.page}
      list={<NamedItemTable screen={screen} onEdit={editor.edit} />}
      form={
        <NamedItemForm
          key={editor.formKey}
          item={editor.editing}
          noun={screen.noun}
          nameLabel={screen.nameLabel}
          schema={screen.schema}
          onSubmit={(body) => editor.save((item) => (item ? update({ id: item._id, body }) : create(body)))}
        />
      }
    />
  );
}
