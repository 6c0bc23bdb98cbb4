import { Camera, X } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { INSPECTION_STATUS_LABELS, type InspectionStatus } from '../../contract/inspection-rules';
import { format, messages } from '../../contract/messages';
import { buttonVariants } from '../../ui/button';
import { ChoiceChip } from '../../ui/choice-chip';
import { cn } from '../../ui/cn';
import { focusRing } from '../../ui/focus-ring';
import { FormField } from '../../ui/form-field';
import { Textarea } from '../../ui/textarea';

export interface EditedPoint {
  id: string;
  label: string;
  status: InspectionStatus;
  note: string;
  /** Kept photos' addresses and new ones as data URLs. */
  photos: string[];
}

/** Good, watch, urgent: the order a technician reads a part's state in, each in its colour when chosen. */
const CHOICES: ReadonlyArray<{ status: InspectionStatus; checked: string }> = [
  { status: 'good', checked: 'has-[:checked]:border-success has-[:checked]:bg-success' },
  { status: 'watch', checked: 'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-600' },
  { status: 'urgent', checked: 'has-[:checked]:border-danger has-[:checked]:bg-danger' },
];

export interface InspectionPointFieldProps {
  point: EditedPoint;
  /** Unique per job and point: the radio group's name. */
  name: string;
  onChange: (point: EditedPoint) => void;
  onPhoto: (file: File) => void;
  /** Why the last photo was refused. */
  photoError: string | null;
  disabled?: boolean;
}

/** One checklist point on the tablet: three big toggles, a note, its photos and the camera. */
export function InspectionPointField({ point, name, onChange, onPhoto, photoError, disabled = false }: InspectionPointFieldProps) {
  const legendId = useId();
  const errorId = useId();
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same photo taken again must fire a change too.
    event.target.value = '';
    if (file) onPhoto(file);
  };
  return (
    <fieldset aria-labelledby={legendId} className="grid gap-3 rounded-control bg-surface p-3 ring-1 ring-line sm:p-4">
      <legend id={legendId} className="float-left w-full text-base font-semibold text-ink">
        {point.label}
      </legend>
      <div className="grid grid-cols-3 gap-2" role="radiogroup" aria-labelledby={legendId}>
        {CHOICES.map(({ status, checked }) => (
          <ChoiceChip
            key={status}
            name={name}
            value={status}
            checked={point.status === status}
            disabled={disabled}
            onChange={() => onChange({ ...point, status })}
            className={cn('min-h-12! text-base', checked)}
          >
            {INSPECTION_STATUS_LABELS[status]}
          </ChoiceChip>
        ))}
      </div>
      <FormField label={messages.workshopScreen.noteLabel}>
        <Textarea value={point.note} minRows={1} maxRows={4} disabled={disabled} onChange={(event) => onChange({ ...point, note: event.target.value })} />
      </FormField>
      <div className="flex flex-wrap items-center gap-2">
        {point.photos.map((photo, index) => (
          <div key={`${index}-${photo.slice(-24)}`} className="relative">
            <img src={photo} alt={format(messages.workshopScreen.photoAlt, { position: index + 1, point: point.label })} className="size-20 rounded-control object-cover ring-1 ring-line" />
            <button
              type="button"
              disabled={disabled}
              aria-label={format(messages.workshopScreen.removePhoto, { position: index + 1, point: point.label })}
              onClick={() => onChange({ ...point, photos: point.photos.filter((_, position) => position !== index) })}
              className={cn('absolute -top-2 -right-2 flex size-12 cursor-pointer items-center justify-center rounded-pill bg-transparent', focusRing)}
            >
              <span className="flex size-8 items-center justify-center rounded-pill bg-navy-950/80 text-white shadow-raised">
                <X aria-hidden="true" className="size-4" />
              </span>
            </button>
          </div>
        ))}
        <label
          className={cn(
            buttonVariants({ variant: 'outline', size: 'lg' }),
            'min-h-12 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
            disabled && 'pointer-events-none opacity-60',
          )}
        >
          <Camera aria-hidden="true" />
          {messages.workshopScreen.takePhoto}
          <input type="file" accept="image/*" capture="environment" className="sr-only" disabled={disabled} aria-describedby={photoError ? errorId : undefined} onChange={onFile} />
        </label>
      </div>
      {photoError ? (
        <p id={errorId} role="alert" className="text-sm font-semibold text-danger-ink">
          {photoError}
        </p>
      ) : null}
    </fieldset>
  );
}
