import type { z } from 'zod';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { breachBodySchema, breachUpdateBodySchema, createBreach, updateBreach } from '../../contract/privacy';
import { isPrivacyKey } from './privacy-cache';

export type SaveBreachInput = { id?: undefined; body: z.input<typeof breachBodySchema> } | { id: string; body: z.input<typeof breachUpdateBodySchema> };

/** A breach recorded, or one updated (its measures, reported, closed) with the version it was read at. */
export function useSaveBreach() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `SAVE ${createBreach.path}`,
    (_key: string, { arg }: { arg: SaveBreachInput }) => (arg.id ? apiRequest(updateBreach, { params: { id: arg.id }, body: arg.body }) : apiRequest(createBreach, { body: arg.body })),
    { onSuccess: () => void mutate(isPrivacyKey) },
  );
}
