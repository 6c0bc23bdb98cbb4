import { ORDER_STATUSES, ORDER_STATUS_META, type OrderStatus } from '../../../contract/constants';
import { cn } from '../../../ui/cn';

export interface OrderStatusFilterProps {
  /** undefined: every status ('Tất cả'). */
  value: OrderStatus | undefined;
  onChange: (status: OrderStatus | undefined) => void;
}

const choices: { value: OrderStatus | undefined; label: string }[] = [
  { value: undefined, label: 'Tất cả' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_META[status].label })),
];

/** 'Tất cả' or one of the four statuses, as a row of radio buttons (arrow keys move between them). */
export function OrderStatusFilter({ value, onChange }: OrderStatusFilterProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-semibold text-ink">Trạng thái</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label key={choice.label} className="relative">
            <input
              type="radio"
              name="order-status"
              value={choice.value ?? ''}
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
