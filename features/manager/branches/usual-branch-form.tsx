import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { refusalText } from '../../../contract/client';
import { CITY_BRANCHES, type BranchId } from '../../../contract/garage';
import { messages } from '../../../contract/messages';
import { useUpdateUsualBranch } from '../../../entities/branch/update-usual-branch';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Select } from '../../../ui/select';
import { useToast } from '../../../ui/toast';

const BOTH = '';
const options = [...CITY_BRANCHES.map((branch) => ({ value: branch.id, label: branch.name })), { value: BOTH, label: 'Cả hai chi nhánh' }];

export interface UsualBranchFormProps {
  /** What is saved now; null for both. */
  usualBranch: BranchId | null;
}

/** 'Chi nhánh thường làm' of the signed-in staff member: the day board and the bookings list open on it. */
export function UsualBranchForm({ usualBranch }: UsualBranchFormProps) {
  const toast = useToast();
  const { trigger, isMutating } = useUpdateUsualBranch();
  const saved = usualBranch ?? BOTH;
  const [choice, setChoice] = useState<string>(saved);
  // Saved elsewhere (another tab, the answer of this form): the field follows.
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setChoice(saved);
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await trigger(choice === BOTH ? null : (choice as BranchId));
      toast.success(messages.bookings.usualBranchSaved);
    } catch (error) {
      toast.error(refusalText(error, messages.bookings.usualBranchSaveFailed));
    }
  };

  return (
    <form noValidate aria-label="Chi nhánh thường làm" onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2">
      <FormField label="Chi nhánh thường làm" hint="Lịch trong ngày và danh sách lịch hẹn mở theo chi nhánh này." className="min-w-0 grow basis-64 sm:max-w-md">
        <Select value={choice} disabled={isMutating} onChange={(event) => setChoice(event.target.value)} options={options} />
      </FormField>
      <Button type="submit" pending={isMutating} disabled={choice === saved} className="sm:mb-6">
        <Save aria-hidden="true" />
        Lưu
      </Button>
    </form>
  );
}
