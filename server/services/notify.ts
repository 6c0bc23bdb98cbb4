import { eq } from 'drizzle-orm';
import { orderCode } from '../../contract/format';
import { LIVE_CHAT_LINK } from '../../contract/live-events';
import type { OrderWithLines } from '../../contract/orders';
import type { OrderMailData } from '../../mail/templates';
import type { Db } from '../db/client';
import { accounts } from '../db/schema';

/** Who else hears of a booking or an order, and the site's address for the links in mails. */
export interface NotifySettings {
  /** GARAGE_NOTIFY_EMAIL: the garage's own inbox; undefined: no such mail. */
  garageEmail: string | undefined;
  /** PUBLIC_ORIGIN, or this machine's own address. */
  siteOrigin: string;
}

/** The pages a mail links to, as full addresses. */
export const siteLinks = (origin: string) => ({
  myBookings: `${origin}/account/bookings`,
  order: (id: string) => `${origin}/order/orderDetail/${id}`,
  dayBoard: (date: string, branch: string) => `${origin}/manager/booking-board?date=${date}&branch=${branch}`,
  managerOrder: (id: string) => `${origin}/manager/order?q=${orderCode(id)}`,
  /** Opens the site with the live chat panel (app/root-layout.tsx reads it). */
  liveChat: `${origin}/?${LIVE_CHAT_LINK.param}=${LIVE_CHAT_LINK.value}`,
});

export function orderMailData(order: OrderWithLines): OrderMailData {
  return {
    code: orderCode(order._id),
    name: order.name,
    phone: order.phone,
    email: order.email,
    address: order.address,
    note: order.note,
    total: order.total,
    status: order.status,
    lines: order.lines.map((line) => ({ name: line.product_id.name, quantity: line.quantity, price: line.price })),
  };
}

/**
 * The account's own address once it is proven, or null. Mails about bookings and orders go
 * there only: the forms' e-mail fields are free text, and mail to them in the garage's name
 * would be an open relay.
 */
export async function provenEmail(db: Db, accountId: string | null): Promise<string | null> {
  return (await provenRecipient(db, accountId))?.email ?? null;
}

/** The proven address and the name to greet, or null. */
export async function provenRecipient(db: Db, accountId: string | null): Promise<{ email: string; fullName: string } | null> {
  if (!accountId) return null;
  const [account] = await db
    .select({ email: accounts.email, fullName: accounts.fullName, verified: accounts.verified })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return account?.verified ? { email: account.email, fullName: account.fullName } : null;
}
