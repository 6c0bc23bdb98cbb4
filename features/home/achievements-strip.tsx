import { ACHIEVEMENTS } from '../../contract/constants';
import { Island } from '../../ui/island';
import { AchievementCounters } from './achievement-counters';

/** The garage in four numbers, counting up as the strip scrolls into view. */
export function AchievementsStrip() {
  return (
    <section aria-labelledby="home-achievements-heading" className="rounded-card bg-navy-900 px-6 py-10 text-white shadow-raised">
      <h2 id="home-achievements-heading" className="text-center text-2xl font-bold sm:text-3xl">
        Thành tích
      </h2>
      <Island name="achievements" component={AchievementCounters} props={{ items: ACHIEVEMENTS }} />
    </section>
  );
}
