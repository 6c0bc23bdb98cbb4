import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { messages } from '../../../contract/messages';
import { staffBodySchema, type Staff, type StaffBody } from '../../../contract/staff';
import type { StaffPosition } from '../../../contract/staff-positions';

/** A position as the form offers it. */
export type PositionChoice = Pick<StaffPosition, '_id' | 'name'>;
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { ImageField } from '../image-field';
import { FormActions } from '../form-actions';

export interface StaffFormValues {
  name: string;
  phone: string;
  /** The position chosen from the list (its id); its name goes out as `position` too. */
  catestaff_id: string;
  /** At most one picture: the kept URL or a new data URL. */
  image: string[];
}

function valuesOf(staff: Staff | null): StaffFormValues {
  return {
    name: staff?.name ?? '',
    phone: staff?.phone ?? '',
    catestaff_id: staff?.catestaff_id._id ?? '',
    image: staff?.image ? [staff.image] : [],
  };
}

/**
 * What the API takes. One field, 'Chức vụ', picks the position: the body keeps the deployed
 * client's two keys, `catestaff_id` and `position` (the chosen position's name), so the card
 * under the name and the list say the same thing. Adding: the new picture or '' for none.
 * Editing: null keeps the current picture, '' removes it, a data URL replaces it.
 */
export function toStaffBody(values: StaffFormValues, staff: Staff | null, positions: readonly PositionChoice[]): StaffBody {
  const picked = values.image[0] ?? '';
  return {
    name: values.name,
    phone: values.phone,
    position: positions.find((position) => position._id === values.catestaff_id)?.name ?? '',
    catestaff_id: values.catestaff_id,
    image: staff && picked === (staff.image ?? '') ? null : picked,
  };
}

export interface StaffFormProps {
  /** The staff member being edited, or null to add one. */
  staff: Staff | null;
  positions: readonly StaffPosition[];
  positionsFailed?: boolean;
  onSubmit: (body: StaffBody) => Promise<void>;
}

/**
 * Add or edit a staff member: name (2 characters or more), a 10-digit phone number, the
 * position (chức vụ) from the list and an optional picture under 5 MB, checked by the contract.
 */
export function StaffForm({ staff, positions, positionsFailed = false, onSubmit }: StaffFormProps) {
  // The member's own position stays choosable while the list loads (or if it failed).
  const choices: PositionChoice[] = positions.map(({ _id, name }) => ({ _id, name }));
  if (staff && !choices.some((choice) => choice._id === staff.catestaff_id._id)) choices.unshift(staff.catestaff_id);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<StaffFormValues>({
    defaultValues: valuesOf(staff),
    // The contract checks the body the API receives: map the form's values to it first.
    resolver: async (values, context, options) => {
      const result = await zodResolver(staffBodySchema)(toStaffBody(values, staff, choices) as never, context, options as never);
      return { values: Object.keys(result.errors).length ? {} : values, errors: result.errors } as never;
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(toStaffBody(values, staff, choices)))}
      aria-label={staff ? `Sửa nhân sự ${staff.name}` : 'Thêm nhân sự'}
      className="space-y-6"
    >
      <fieldset disabled={isSubmitting} className="grid min-w-0 gap-5 md:grid-cols-2">
        <FormField label="Họ tên" required error={errors.name?.message}>
          <Input autoComplete="off" {...register('name')} />
        </FormField>
        <FormField label="Số điện thoại" required error={errors.phone?.message} hint="10 chữ số, ví dụ 0901234567.">
          <Input type="tel" inputMode="numeric" autoComplete="off" {...register('phone')} />
        </FormField>
        <FormField
          label="Chức vụ"
          required
          hint="Hiển thị dưới tên trên trang nhân sự; danh sách chức vụ sửa ở mục Chức vụ."
          error={errors.catestaff_id?.message ?? (positionsFailed ? messages.staffPositions.listLoadFailed : undefined)}
        >
          <Select placeholder="Chọn chức vụ" options={choices.map((choice) => ({ value: choice._id, label: choice.name }))} {...register('catestaff_id')} />
        </FormField>
        <FormField label="Ảnh nhân sự" hint="Không bắt buộc. Một ảnh JPEG, PNG, WebP hoặc GIF dưới 5 MB." className="max-w-md">
          <Controller
            control={control}
            name="image"
            render={({ field }) => <ImageField multiple={false} value={field.value} onChange={field.onChange} label="Chọn ảnh nhân sự" previewAlt={() => 'Ảnh nhân sự đã chọn'} />}
          />
        </FormField>
      </fieldset>
      <FormActions submitLabel={staff ? 'Cập nhật' : 'Thêm nhân sự'} pending={isSubmitting} onReset={() => reset(valuesOf(staff))} />
    </form>
  );
}
