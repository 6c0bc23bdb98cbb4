import { Counter } from '../../ui/counter';

export interface Achievement {
  value: number;
  suffix: string;
  label: string;
}

export interface AchievementCountersProps {
  items: readonly Achievement[];
}

/**
 * The four numbers, counting up the first time they scroll into view. An island hydrated with
 * React alone as it nears the screen (features/home/achievements-strip.tsx); until then, and
 * without JavaScript, each shows its final value, as the server wrote it.
 */
export function AchievementCounters({ items }: AchievementCountersProps) {
  return (
    <dl className="mt-8 grid grid-cols-2 gap-8 text-center md:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col-reverse gap-1">
          <dt className="text-sm font-semibold tracking-wide text-navy-100 uppercase">{item.label}</dt>
          <dd className="text-4xl font-bold text-brand-400 sm:text-5xl">
            <Counter target={item.value} suffix={item.suffix} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
