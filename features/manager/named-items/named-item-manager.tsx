import { useState } from 'react';
import { useToast } from '../../../ui/toast';
import { actionErrorText } from '../action-error';
import { ManagerPage, type ManagerTab } from '../manager-page';
import { NamedItemForm, type NamedItem } from './named-item-form';
import type { NamedItemScreen } from './named-item-screen';
import { NamedItemTable } from './named-item-table';

export interface NamedItemManagerProps {
  screen: NamedItemScreen;
}

/**
 * A back-office screen of rows that only have a name (service categories, staff positions):
 * a list tab and an add/rename tab. The server's refusals (a name taken, a row still in use)
 * are shown in its own words.
 */
export function NamedItemManager({ screen }: NamedItemManagerProps) {
  const [tab, setTab] = useState<ManagerTab>('list');
  const [editing, setEditing] = useState<NamedItem | null>(null);
  const { trigger: create } = screen.useCreate();
  const { trigger: update } = screen.useUpdate();
  const toast = useToast();
  const { texts } = screen;

  const changeTab = (next: ManagerTab) => {
    // Leaving the form by its tab ends the edit: the form tab then adds a new row.
    if (next === 'list') setEditing(null);
    setTab(next);
  };

  return (
    <ManagerPage
      title={screen.title}
      description={screen.description}
      noun={screen.noun}
      tab={tab}
      onTabChange={changeTab}
      editing={editing !== null}
      list={
        <NamedItemTable
          screen={screen}
          onEdit={(item) => {
            setEditing(item);
            setTab('form');
          }}
        />
      }
      form={
        <NamedItemForm
          key={editing?._id ?? 'new'}
          item={editing}
          noun={screen.noun}
          nameLabel={screen.nameLabel}
          schema={screen.schema}
          onSubmit={async (body) => {
            try {
              if (editing) await update({ id: editing._id, body });
              else await create(body);
            } catch (error) {
              toast.error(actionErrorText(error, editing ? texts.updateFailed : texts.createFailed));
              return;
            }
            toast.success(editing ? texts.updateSuccess : texts.createSuccess);
            setEditing(null);
            setTab('list');
          }}
        />
      }
    />
  );
}
