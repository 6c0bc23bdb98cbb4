import { IMAGE_MAX_BYTES } from '../../contract/constants';
import { messages } from '../../contract/messages';
import { ImagePicker, type ImagePickerProps } from '../../ui/image-picker';

/**
 * A back-office picture field: images only, each under 5 MB, refused with the spec's
 * message before anything is sent.
 */
export function ImageField(props: Omit<ImagePickerProps, 'maxBytes' | 'rejectionMessage'>) {
  return (
    <ImagePicker
      maxBytes={IMAGE_MAX_BYTES}
      rejectionMessage={(reason, _name, { maxFiles }) =>
        reason === 'too-large'
          ? messages.validation.imageTooLarge
          : reason === 'too-many'
            ? messages.bookings.tooManyImages.replace('{max}', String(maxFiles ?? 1))
            : messages.validation.imageInvalidType
      }
      {...props}
    />
  );
}
