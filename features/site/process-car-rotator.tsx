import { Rotator } from '../../ui/rotator';

export interface ProcessCar {
  src: string;
  alt: string;
}

export interface ProcessCarRotatorProps {
  cars: readonly ProcessCar[];
  /** Milliseconds between car pictures. */
  intervalMs: number;
}

/**
 * A car picture from the workshop that changes every few seconds, with a pause button. An
 * island hydrated with React alone as it nears the screen (features/site/process-page.tsx);
 * until then, and without JavaScript, the first picture stays.
 */
export function ProcessCarRotator({ cars, intervalMs }: ProcessCarRotatorProps) {
  return (
    <Rotator
      pauseButton
      items={cars}
      interval={intervalMs}
      getKey={(car) => car.src}
      renderItem={(car) => <img src={car.src} alt={car.alt} width={720} height={400} className="aspect-[720/400] w-full rounded-card object-cover shadow-raised" />}
      role="group"
      aria-label="Hình ảnh xe tại xưởng"
    />
  );
}
