import { IMAGE_MAX_BYTES } from '../../contract/constants';
import { messages } from '../../contract/messages';
import { ImagePicker } from '../../ui/image-picker';

export interface AvatarFieldProps {
  /** A data URL, or null for none. */
  value: string | null;
  onChange: (image: string | null) => void;
  disabled?: boolean;
}

/** One optional picture, read as a data URL, at most 5 MB. */
export function AvatarField({ value, onChange, disabled }: AvatarFieldProps) {
  return (
    <ImagePicker
      multiple={false}
      maxBytes={IMAGE_MAX_BYTES}
      value={value ? [value] : []}
      onChange={(images) => onChange(images[0] ?? null)}
      disabled={disabled}
      label="Chọn ảnh đại diện"
      hint="Không bắt buộc. Ảnh JPEG, PNG, WebP hoặc GIF, tối đa 5MB."
      rejectionMessage={(reason) => (reason === 'too-large' ? messages.validation.imageTooLarge : messages.validation.imageInvalidType)}
      previewAlt={() => 'Ảnh đại diện đã chọn'}
      removeLabel={() => 'Xóa ảnh đại diện'}
    />
  );
}
