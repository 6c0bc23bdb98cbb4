import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId, useLayoutEffect, useRef } from 'react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { SPECIFICATIONS_MAX } from '../../../contract/products';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { Input } from '../../../ui/input';
import type { ProductFormValues } from './product-form';
import { focusIfLost } from '../../../ui/focus-if-lost';

export interface SpecificationsFieldProps {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>['specifications'];
}

/**
 * The label/value rows the detail page lists under the description, in this order: rows are
 * added, removed and moved here, and the contract checks them like the server does.
 */
export function SpecificationsField({ control, register, errors }: SpecificationsFieldProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'specifications' });
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const addRef = useRef<HTMLButtonElement>(null);
  const listError = errors?.message ?? errors?.root?.message;
  const focusAfterMove = useRef<string | null>(null);

  // Given in the commit that redraws the rows, not on a later frame: a frame that comes late on a
  // busy machine would pull the keyboard back after the person had moved on.
  useLayoutEffect(() => {
    const id = focusAfterMove.current;
    focusAfterMove.current = null;
    if (id) document.getElementById(id)?.focus();
  }, [fields]);

  // A moved row is redrawn elsewhere: keep the keyboard on the row that moved, on the arrow
  // that can still move it, so a row can be walked several places with one key.
  const moveRow = (from: number, to: number) => {
    move(from, to);
    const preferred = to < from ? 'up' : 'down';
    const atEdge = to === 0 || to === fields.length - 1;
    const direction = atEdge ? (preferred === 'up' ? 'down' : 'up') : preferred;
    focusAfterMove.current = `${baseId}-${direction}-${to}`;
  };

  const removeRow = (index: number) => {
    remove(index);
    focusIfLost(() => addRef.current);
  };

  return (
    <fieldset className="min-w-0 space-y-3 md:col-span-2" aria-describedby={hintId}>
      <legend className="text-sm font-semibold text-ink">Thông số kỹ thuật</legend>
      <p id={hintId} className="text-sm text-ink-muted">
        Hiện trên trang chi tiết dịch vụ theo thứ tự này; mỗi dòng cần cả tên và giá trị. Tối đa {SPECIFICATIONS_MAX} dòng.
      </p>
      {fields.length === 0 ? (
        <p className="rounded-card border border-dashed border-line-strong px-4 py-3 text-sm text-ink-muted">Chưa có thông số nào.</p>
      ) : (
        <ol className="space-y-3" aria-label="Các thông số">
          {fields.map((field, index) => {
            const row = index + 1;
            const rowErrors = errors?.[index];
            return (
              <li
                key={field.id}
                className="grid gap-3 rounded-card border border-line bg-surface-muted p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] sm:items-start"
              >
                <FormField
                  required
                  error={rowErrors?.label?.message}
                  label={
                    <>
                      Tên thông số<span className="sr-only"> {row}</span>
                    </>
                  }
                >
                  <Input autoComplete="off" placeholder="Ví dụ: Bảo hành" {...register(`specifications.${index}.label`)} />
                </FormField>
                <FormField
                  required
                  error={rowErrors?.value?.message}
                  label={
                    <>
                      Giá trị<span className="sr-only"> thông số {row}</span>
                    </>
                  }
                >
                  <Input autoComplete="off" placeholder="Ví dụ: 6 tháng" {...register(`specifications.${index}.value`)} />
                </FormField>
                <div className="flex gap-1 sm:pt-7">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    id={`${baseId}-up-${index}`}
                    aria-label={`Chuyển thông số ${row} lên`}
                    disabled={index === 0}
                    onClick={() => moveRow(index, index - 1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    id={`${baseId}-down-${index}`}
                    aria-label={`Chuyển thông số ${row} xuống`}
                    disabled={index === fields.length - 1}
                    onClick={() => moveRow(index, index + 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button type="button" variant="ghost" size="icon" aria-label={`Xóa thông số ${row}`} onClick={() => removeRow(index)}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {listError ? <p className="text-sm font-semibold text-danger">{listError}</p> : null}
      <Button
        ref={addRef}
        type="button"
        variant="outline"
        size="sm"
        disabled={fields.length >= SPECIFICATIONS_MAX}
        onClick={() => append({ label: '', value: '' }, { shouldFocus: true })}
      >
        <Plus aria-hidden="true" />
        Thêm thông số
      </Button>
    </fieldset>
  );
}
