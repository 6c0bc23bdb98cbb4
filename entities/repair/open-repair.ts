import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { listBookingsPath } from '../../contract/api-paths';
import { keyUnderPath } from '../../contract/cache-keys';
import { apiRequest } from '../../contract/client';
import { openRepair, type openRepairBodySchema } from '../../contract/repairs';
import { isRepairKey, isVehicleKey } from './repair-cache';

/** The day board's keys (entities/booking/booking-cache.ts), named by their contract path: entities do not import each other. */
const isBookingKey = keyUnderPath(listBookingsPath);

export type OpenRepairInput = z.input<typeof openRepairBodySchema>;

export function postRepair(body: OpenRepairInput) {
  return apiRequest(openRepair, { body });
}

/**
 * Check-in ('Nhận xe'): opens a job at 'Tiếp nhận'. The board, the start page's counts, the
 * vehicle's history and the day board (a booking now shows its job) all refresh.
 */
export function useOpenRepair() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${openRepair.method} ${openRepair.path}`, (_key: string, { arg }: { arg: OpenRepairInput }) => postRepair(arg), {
    onSuccess() {
      void mutate(isRepairKey);
      void mutate(isVehicleKey);
      void mutate(isBookingKey);
    },
  });
}
