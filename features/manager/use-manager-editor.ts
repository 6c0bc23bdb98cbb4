import { useState } from 'react';
import { useToast } from '../../ui/toast';
import type { ManagerTab } from './manager-page';

export interface ManagerSaveTexts {
  createSuccess: string;
  updateSuccess: string;
  /** The toast of a failed save; `editing` says whether it was an edit. */
  failure: (error: unknown, editing: boolean) => string;
}

/**
 * The list/form flow every back-office screen shares: editing a row switches to the form
 * tab, leaving the form by its tab ends the edit, a save that fails keeps the form as typed
 * and says why, a save that works returns to the list with a success toast.
 */
export function useManagerEditor<T extends { _id: string }>(texts: ManagerSaveTexts) {
  const [tab, setTab] = useState<ManagerTab>('list');
  const [editing, setEditing] = useState<T | null>(null);
  const toast = useToast();

  return {
    editing,
    /** For <ManagerPage {...page} />. */
    page: {
      tab,
      editing: editing !== null,
      onTabChange(next: ManagerTab) {
        if (next === 'list') setEditing(null);
        setTab(next);
      },
    },
    /** Keys the form, so it starts afresh for each row and for a new one. */
    formKey: editing?._id ?? 'new',
    edit(item: T) {
      setEditing(item);
      setTab('form');
    },
    /** Runs the create (null) or the update (the row being edited). */
    async save(run: (item: T | null) => Promise<unknown>) {
      try {
        await run(editing);
      } catch (error) {
        toast.error(texts.failure(error, editing !== null));
        return;
      }
      toast.success(editing ? texts.updateSuccess : texts.createSuccess);
      setEditing(null);
      setTab('list');
    },
  };
}
