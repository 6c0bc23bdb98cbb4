import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { CODE_LENGTH } from '../../contract/constants';
import { CodeInput } from '../../ui/code-input';
import { FormField } from '../../ui/form-field';

export interface MailedCodeFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  error: string | undefined;
  disabled: boolean;
  /** The refusal was about the code typed before: a new one starts clean. */
  onTyped: () => void;
}

/** The mailed code of the verify and reset dialogs, one box per digit. */
export function MailedCodeField<T extends FieldValues>({ control, name, error, disabled, onTyped }: MailedCodeFieldProps<T>) {
  return (
    <FormField label={`Mã xác nhận (${CODE_LENGTH} số)`} required error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <CodeInput
            length={CODE_LENGTH}
            autoFocus
            inputRef={field.ref}
            value={field.value}
            onChange={(code) => {
              onTyped();
              field.onChange(code);
            }}
            disabled={disabled}
          />
        )}
      />
    </FormField>
  );
}
