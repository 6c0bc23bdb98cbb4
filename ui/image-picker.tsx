import { CircleAlert, ImagePlus, X } from 'lucide-react';
import { flushSync } from 'react-dom';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ComponentProps, type DragEvent, type ReactNode } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';
import { useFieldControl } from './form-field-context';
import { formatBytes, screenImageFiles, type RejectionReason } from './image-files';
import { useControllable } from './use-controllable';

export interface ImagePickerProps extends Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue'> {
  /** Chosen images as data URLs (or URLs of images kept from before). */
  value?: string[];
  defaultValue?: string[];
  onChange?: (images: string[]) => void;
  multiple?: boolean;
  maxFiles?: number;
  /** Largest accepted file, in bytes. */
  maxBytes?: number;
  disabled?: boolean;
  id?: string;
  label?: string;
  hint?: ReactNode;
  /** Why a file was refused, per reason. */
  rejectionMessage?: (reason: RejectionReason, fileName: string, limits: { maxBytes?: number; maxFiles?: number }) => string;
  dropLabel?: string;
  /** Replaces the drop hint once `maxFiles` images are chosen. */
  fullLabel?: (maxFiles: number) => string;
  removeLabel?: (position: number) => string;
  previewAlt?: (position: number) => string;
}

const defaultRejectionMessage: NonNullable<ImagePickerProps['rejectionMessage']> = (reason, fileName, { maxBytes, maxFiles }) => {
  if (reason === 'not-image') return `"${fileName}" không phải là tệp ảnh.`;
  if (reason === 'too-large') return `"${fileName}" vượt quá dung lượng tối đa ${formatBytes(maxBytes ?? 0)}.`;
  return `Chỉ được chọn tối đa ${maxFiles} ảnh.`;
};

function readAsDataUrl(file: File) {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`Cannot read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

/**
 * Picks images by file dialog or drag and drop, previews them, lets each be removed,
 * and hands back data URLs. Non-images and files over `maxBytes` are refused with a message.
 */
export function ImagePicker({
  value,
  defaultValue = [],
  onChange,
  multiple = true,
  maxFiles,
  maxBytes,
  disabled = false,
  id,
  label = 'Chọn ảnh',
  hint,
  rejectionMessage = defaultRejectionMessage,
  dropLabel = 'hoặc kéo thả ảnh vào đây',
  fullLabel = (max) => `Đã đủ ${max} ảnh; xóa bớt để chọn ảnh khác.`,
  removeLabel = (position) => `Xóa ảnh ${position}`,
  previewAlt = (position) => `Ảnh đã chọn ${position}`,
  className,
  ...props
}: ImagePickerProps) {
  const [images, setImages] = useControllable(value, defaultValue, onChange);
  // The latest list, for reads that finish after another batch was added (two quick drops).
  const latestImages = useRef(images);
  useEffect(() => {
    latestImages.current = images;
  }, [images]);
  const commit = (next: string[]) => {
    latestImages.current = next;
    setImages(next);
  };
  const [errors, setErrors] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const generated = useId();
  const errorId = `${generated}-errors`;
  const hintId = `${generated}-hint`;
  const field = useFieldControl({ id: id ?? generated, 'aria-describedby': [hint ? hintId : '', errors.length ? errorId : ''].join(' ').trim() || undefined });
  const limit = multiple ? maxFiles : 1;

  const addFiles = async (list: FileList | File[]) => {
    const files = [...list];
    if (files.length === 0) return;
    const { accepted, rejected } = screenImageFiles(files, { maxBytes, maxFiles: multiple ? limit : undefined, alreadySelected: images.length });
    const chosen = multiple ? accepted : accepted.slice(0, 1);
    const messages = [...new Set(rejected.map(({ reason, file }) => rejectionMessage(reason, file.name, { maxBytes, maxFiles: limit })))];
    try {
      const urls = await Promise.all(chosen.map(readAsDataUrl));
      if (urls.length && !multiple) commit(urls);
      else if (urls.length) {
        // Another batch may have landed while these were read: add to it, and recheck the limit.
        const next = [...latestImages.current, ...urls];
        if (limit !== undefined && next.length > limit) {
          const dropped = chosen[Math.max(0, chosen.length - (next.length - limit))];
          messages.push(rejectionMessage('too-many', dropped?.name ?? '', { maxBytes, maxFiles: limit }));
        }
        commit(limit === undefined ? next : next.slice(0, limit));
      }
    } catch {
      messages.push('Không đọc được tệp ảnh.');
    }
    setErrors([...new Set(messages)]);
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = event.target.files;
    if (files) void addFiles(files);
    // Picking the same file again must fire a change event too.
    event.target.value = '';
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void addFiles(event.dataTransfer.files);
  };

  const remove = (position: number) => {
    // The removed button takes the focus with it; the input is the place to go, but at
    // maxFiles it was disabled until this change renders (a controlled parent's too).
    flushSync(() => {
      commit(latestImages.current.filter((_, index) => index !== position));
      setErrors([]);
    });
    inputRef.current?.focus();
  };

  const full = limit !== undefined && multiple && images.length >= limit;

  return (
    <div className={cn('flex flex-col gap-3', className)} {...props}>
      <label
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-1 rounded-card border-2 border-dashed border-line-strong bg-surface px-4 py-6 text-center transition-colors hover:border-brand-600 hover:bg-brand-50/40',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
          dragging && 'border-brand-600 bg-brand-50',
          (disabled || full) && 'cursor-not-allowed border-line bg-surface-muted hover:border-line hover:bg-surface-muted',
          errors.length > 0 && 'border-danger',
        )}
      >
        <ImagePlus aria-hidden="true" className={cn('size-8', disabled || full ? 'text-ink-muted' : 'text-brand-600')} />
        <span className="font-semibold text-ink">{label}</span>
        <span className="text-sm text-ink-muted">{full ? fullLabel(limit ?? 0) : dropLabel}</span>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          multiple={multiple}
          disabled={disabled || full}
          onChange={onInputChange}
          className="sr-only"
          {...field}
          aria-invalid={errors.length > 0 || field['aria-invalid'] || undefined}
        />
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {errors.length ? (
        <div id={errorId} role="alert">
          <ul className="flex flex-col gap-1 text-sm font-semibold text-danger">
            {errors.map((message) => (
              <li key={message} className="flex items-start gap-1.5">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {images.length ? (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(6rem,1fr))] gap-3">
          {images.map((src, index) => (
            <li key={`${index}-${src.slice(-24)}`} className="relative aspect-square overflow-hidden rounded-control bg-surface-muted ring-1 ring-line">
              <img src={src} alt={previewAlt(index + 1)} className="size-full object-cover" />
              <button
                type="button"
                aria-label={removeLabel(index + 1)}
                disabled={disabled}
                onClick={() => remove(index)}
                className={cn(
                  'absolute top-1 right-1 flex size-8 cursor-pointer items-center justify-center rounded-pill bg-navy-950/75 text-white shadow-raised hover:bg-danger disabled:hidden',
                  focusRing,
                )}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
