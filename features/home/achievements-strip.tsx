import { ACHIEVEMENTS } from '../../contract/constants';
import { Counter } from '../../ui/counter';

/** The garage in four numbers, counting up as the strip scrolls into view. */
export function AchievementsStrip() {
  return (
    <section aria-labelledby="home-achievements-heading" className="rounded-card bg-navy-900 px-6 py-10 text-white shadow-raised">
      <h2 id="home-achievements-heading" className="text-center text-2xl font-bold sm:text-3xl">
        Thành tích
      </h2>
      <dl className="mt-8 grid grid-cols-2 gap-8 text-center md:grid-cols-4">
        {ACHIEVEMENTS.map((item) => (
          <div key={item.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm font-semibold tracking-wide text-navy-100 uppercase">{item.label}</dt>
            <dd className="text-4xl font-bold text-brand-400 sm:text-5xl">
              <Counter target={item.value} suffix={item.suffix} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
