import type { FastifyReply, FastifyRequest } from 'fastify';
import { GUEST_MESSAGE_LIMITS } from '../../contract/guest-messages';
import { messages } from '../../contract/messages';
import { consumeOrRefuse, openLimiterStore, refuseTooMany, type Refusal } from '../lib/limiter-store';

export interface GuestMessageLimitSettings {
  perAddress: number;
  addressWindowSeconds: number;
  perContact: number;
  contactWindowSeconds: number;
  /** Namespaces the Redis keys, so several apps or test runs never share counters. */
  keyPrefix: string;
}

export const DEFAULT_GUEST_MESSAGE_LIMITS: GuestMessageLimitSettings = { ...GUEST_MESSAGE_LIMITS, keyPrefix: 'guest-message-limit' };

export interface GuestMessageLimiter {
  /** Counts one message for the address and each contact given; a refusal when any is over its limit. */
  take(address: string, contacts: string[]): Promise<Refusal | null>;
  close(): Promise<void>;
}

export async function createGuestMessageLimiter(
  settings: GuestMessageLimitSettings,
  redisUrl: string | undefined,
  onStoreError: (error: unknown) => void,
): Promise<GuestMessageLimiter> {
  const store = await openLimiterStore(redisUrl, onStoreError);
  const byAddress = store.make({ points: settings.perAddress, duration: settings.addressWindowSeconds, keyPrefix: `${settings.keyPrefix}:address` });
  const byContact = store.make({ points: settings.perContact, duration: settings.contactWindowSeconds, keyPrefix: `${settings.keyPrefix}:contact` });
  return {
    async take(address, contacts) {
      // All are counted, so changing the phone from one address does not escape the address limit
      // (as bookings). The address's refusal speaks first: it is the one the visitor can wait out.
      const [addressRefusal, ...contactRefusals] = await Promise.all([
        consumeOrRefuse(byAddress, address, messages.guestMessages.tooManyFromAddress),
        ...contacts.map((contact) => consumeOrRefuse(byContact, contact, messages.guestMessages.tooManyForContact)),
      ]);
      return addressRefusal ?? contactRefusals.find((refusal) => refusal !== null) ?? null;
    },
    close: () => store.close(),
  };
}

/** Lets one more guest message through, or refuses it with 429, the reason and Retry-After. */
export async function admitGuestMessage(limiter: GuestMessageLimiter, request: FastifyRequest, reply: FastifyReply, contacts: string[]) {
  const refusal = await limiter.take(request.ip, contacts);
  if (!refusal) return;
  request.log.warn({ ip: request.ip }, 'guest message limit reached');
  refuseTooMany(reply, refusal);
}
