import { PRIVACY_REQUEST_STATUS_LABELS, type PrivacyRequestStatus } from '../../../contract/privacy-rules';
import { cn } from '../../../ui/cn';

export type RequestFilter = PrivacyRequestStatus | 'all';

const choices: readonly { value: RequestFilter; label: string }[] = [
  { value: 'open', label: PRIVACY_REQUEST_STATUS_LABELS.open },
  { value: 'done', label: PRIVACY_REQUEST_STATUS_LABELS.done },
  { value: 'refused', label: PRIVACY_REQUEST_STATUS_LABELS.refused },
  { value: 'all', label: 'Tất cả' },
];

export interface RequestStatusFilterProps {
  value: RequestFilter;
  onChange: (value: RequestFilter) => void;
}

/** The inbox's lists as a row of radio buttons: what waits for an answer first. */
export function RequestStatusFilter({ value, onChange }: RequestStatusFilterProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-semibold text-ink">Trạng thái</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label key={choice.value} className="relative">
            <input
              type="radio"
              name="privacy-request-status"
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="peer absolute inset-0 cursor-pointer appearance-none rounded-pill"
            />
            <span
              className={cn(
                'pointer-events-none flex h-control-sm items-center rounded-pill border border-line-strong bg-surface px-3.5 text-sm font-semibold whitespace-nowrap text-ink',
                'peer-hover:border-navy-500 peer-checked:border-navy-800 peer-checked:bg-navy-800 peer-checked:text-white',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
              )}
            >
              {choice.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
