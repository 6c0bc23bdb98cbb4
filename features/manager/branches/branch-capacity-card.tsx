import { zodResolver } from '@hookform/resolvers/zod';
import { RotateCcw, Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { updateBranchCapacity, type BranchSettings } from '../../../contract/branches';
import { refusalText } from '../../../contract/client';
import { BRANCH_SLOT_CAPACITY_MAX } from '../../../contract/constants';
import { branchOf } from '../../../contract/garage';
import { messages } from '../../../contract/messages';
import { useUpdateBranchCapacity } from '../../../entities/branch/update-branch-capacity';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { useToast } from '../../../ui/toast';

type BranchSetting = BranchSettings['branches'][number];

const bodySchema = updateBranchCapacity.body!;

export interface BranchCapacityCardProps {
  setting: BranchSetting;
  defaultCapacity: number;
  /** Only a master changes places; anyone else reads them. */
  editable: boolean;
}

/**
 * One branch's places per slot: the number that counts now and whether it is the branch's own
 * or the default. A master sets a number or goes back to the default; bookings already made
 * stay, only new ones meet the new number.
 */
export function BranchCapacityCard({ setting, defaultCapacity, editable }: BranchCapacityCardProps) {
  const branch = branchOf(setting.id);
  const toast = useToast();
  const { trigger, isMutating } = useUpdateBranchCapacity();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<{ slotCapacity: number | null }>({
    values: { slotCapacity: setting.slotCapacity },
    resolver: zodResolver(bodySchema),
  });
  const titleId = `branch-capacity-${setting.id}`;

  const save = async (slotCapacity: number | null) => {
    try {
      await trigger({ branch: setting.id, slotCapacity });
      toast.success(messages.bookings.capacitySaved);
    } catch (error) {
      // A 403 (not a master any more) and a refused number come in the server's own words.
      toast.error(refusalText(error, messages.bookings.capacitySaveFailed));
    }
  };

  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-4 rounded-card bg-surface p-5 shadow-card ring-1 ring-line">
      <div className="min-w-0">
        <h3 id={titleId} className="font-bold text-navy-900">
          {branch?.name ?? setting.id}
        </h3>
        {branch ? <p className="text-sm text-ink-muted">{branch.address}</p> : null}
      </div>
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="text-3xl font-bold text-navy-900 tabular-nums">{setting.slotCapacity}</span>
        <span className="text-ink">chỗ mỗi khung giờ</span>
        {setting.ownSlotCapacity === null ? (
          <Badge tone="neutral" size="sm">
            Mặc định
          </Badge>
        ) : (
          <Badge tone="blue" size="sm">
            Riêng chi nhánh
          </Badge>
        )}
      </p>
      {editable ? (
        <form
          noValidate
          aria-label={`Số chỗ của ${branch?.name ?? setting.id}`}
          onSubmit={handleSubmit((values) => save(values.slotCapacity))}
          className="flex flex-wrap items-start gap-2"
        >
          <FormField
            label="Số chỗ mỗi khung giờ"
            hint={`Từ 1 đến ${BRANCH_SLOT_CAPACITY_MAX}; lịch đã đặt được giữ nguyên.`}
            error={errors.slotCapacity?.message}
            className="w-full"
          >
            <Input type="number" inputMode="numeric" min={1} max={BRANCH_SLOT_CAPACITY_MAX} step={1} disabled={isMutating} {...register('slotCapacity', { valueAsNumber: true })} />
          </FormField>
          <Button type="submit" pending={isMutating} disabled={!isDirty}>
            <Save aria-hidden="true" />
            Lưu
          </Button>
          <Button type="button" variant="outline" disabled={isMutating || setting.ownSlotCapacity === null} onClick={() => void save(null)}>
            <RotateCcw aria-hidden="true" />
            Dùng mặc định ({defaultCapacity})
          </Button>
        </form>
      ) : null}
    </section>
  );
}
