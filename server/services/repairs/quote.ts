import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { format, messages } from '../../../contract/messages';
import { quoteTotals, lineTotal } from '../../../contract/quote-rules';
import type { Quote, QuoteAnswerBody, QuoteLink as QuoteLinkAnswer, SaveQuoteBody } from '../../../contract/repair-quotes';
import { quoteLinkHref } from '../../../contract/repair-tracking-path';
import { QUOTE_GATE_STEP, stepIndex, type RepairStep } from '../../../contract/repair-steps';
import type { Db } from '../../db/client';
import { accounts, products, repairOrders, repairQuoteLines, repairQuotes, vehicles } from '../../db/schema';
import { badRequest, conflict, forbidden, gone, notFound } from '../../lib/http-errors';
import { signQuoteLink, type QuoteLink } from '../../lib/quote-link-token';
import { quoteReadyMail } from '../../mails/repair-mails';
import type { AuthUser } from '../../plugins/auth';
import type { ServiceDeps } from '../deps';
import { quoteAnsweredAlert } from '../alerts';
import { provenRecipient } from '../notify';
import { quoteLinesOf, toQuote, type QuoteLineRow } from './money-rows';
import { quoteLinkHolds } from './customer-view';
import { lockRepair, tellRepair, type RepairRow } from './repair-rows';
import type { BranchId } from '../../../contract/garage';
import { partsForLines } from '../parts/parts';
import { linkedParts } from '../parts/shop-stock';
import { reserve, type LowStock } from '../parts/stock-ledger';
import { tellLowStock } from '../parts/stock-moves';

// The quote of a job: written by staff between 'Kiểm tra' and 'Xác nhận', answered line by line
// by the customer (or recorded from a phone call), and the parts of the approved lines taken from
// stock in the answer's own transaction. Every write locks the job's row first, so a save and an
// answer never cross: an answer names the version it saw, and a save voids any answer.

/** Staff write the quote from the inspection to the customer's confirmation; later it is the invoice's. */
const FIRST_QUOTE_STEP: RepairStep = 'inspection';

function refuseUnquotable(row: RepairRow) {
  if (row.closedAt) throw conflict(messages.repairs.closed);
  const index = stepIndex(row.step as RepairStep);
  if (index < stepIndex(FIRST_QUOTE_STEP) || index > stepIndex(QUOTE_GATE_STEP)) throw conflict(messages.quotes.notEditable);
}

async function readQuote(tx: Db, repairId: string): Promise<Quote> {
  const [row] = await tx.select().from(repairQuotes).where(eq(repairQuotes.repairId, repairId));
  if (!row) throw notFound(messages.quotes.notFound);
  const lines = (await quoteLinesOf(tx, [repairId])).get(repairId) ?? [];
  const [answerer] = row.answeredBy ? await tx.select({ fullName: accounts.fullName }).from(accounts).where(eq(accounts.id, row.answeredBy)) : [];
  return toQuote(row, lines, answerer?.fullName ?? null);
}

/**
 * Gives back what approved lines took from stock (a changed quote: the customer answers again):
 * a part's units held at the job's branch, or a service's units taken from the shop's count.
 */
async function releaseStock(tx: Db, lines: QuoteLineRow[], branch: BranchId) {
  for (const line of lines.filter((held) => held.partId && held.reservedQuantity > 0).sort((a, b) => a.partId!.localeCompare(b.partId!))) {
    await reserve(tx, line.partId!, branch, -line.reservedQuantity);
  }
  const held = lines.filter((line) => !line.partId && line.productId && line.reservedQuantity > 0).sort((a, b) => a.productId!.localeCompare(b.productId!));
  for (const line of held) {
    await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${line.reservedQuantity}` })
      .where(eq(products.id, line.productId!));
  }
}

/**
 * Writes the quote anew from the editor (PUT): lines replaced, totals computed here, version
 * up by one. The editor sends the version it started from; someone else's save in between is a
 * 409. An answer to the old version no longer counts and its parts go back to stock.
 */
export async function saveQuote(deps: ServiceDeps, staff: AuthUser, repairId: string, body: SaveQuoteBody): Promise<Quote> {
  const { quote, row } = await deps.db.transaction(async (tx) => {
    const row = await lockRepair(tx, repairId);
    refuseUnquotable(row);
    const [current] = await tx.select().from(repairQuotes).where(eq(repairQuotes.repairId, repairId));
    const currentVersion = current?.version ?? 0;
    if (body.version !== currentVersion) throw conflict(format(messages.quotes.staleQuote, { version: currentVersion }), { version: currentVersion });

    const productIds = [...new Set(body.lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
    if (productIds.length > 0) {
      const found = new Set((await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds))).map((p) => p.id));
      const missing = body.lines.find((line) => line.productId && !found.has(line.productId));
      if (missing) throw badRequest(format(messages.quotes.productNotFound, { name: missing.description }));
    }

    const partIds = [...new Set(body.lines.flatMap((line) => (line.kind === 'part' && line.partId ? [line.partId] : [])))];
    await partsForLines(tx, partIds);
    // A service sold as a part names that part on its line.
    const partOfProduct = await linkedParts(tx, productIds);
    const partOf = (line: (typeof body.lines)[number]) => (line.kind !== 'part' ? null : (line.partId ?? (line.productId ? (partOfProduct.get(line.productId) ?? null) : null)));

    const old = (await quoteLinesOf(tx, [repairId])).get(repairId) ?? [];
    await releaseStock(tx, old, row.branch as BranchId);
    // A line sent with its old id keeps it (once), and a labour line its technician, so its clock
    // and who did it survive a change of price or wording (issue 44); any other id is a new line.
    const kept = new Map(old.map((line) => [line.id, line]));
    await tx.delete(repairQuoteLines).where(eq(repairQuoteLines.repairId, repairId));
    await tx.insert(repairQuoteLines).values(
      body.lines.map((line, position) => {
        const previous = line._id ? kept.get(line._id) : undefined;
        if (previous) kept.delete(previous.id);
        return {
          ...(previous ? { id: previous.id } : {}),
          technicianId: previous && line.kind === 'labour' ? previous.technicianId : null,
          repairId,
          position,
          kind: line.kind,
          productId: line.productId,
          partId: partOf(line),
          description: line.description,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          lineTotal: lineTotal(line.quantity, line.unitPrice),
          inspectionPointId: line.inspectionPointId,
          warrantyMonths: line.warrantyMonths,
          warrantyKm: line.warrantyKm,
        };
      }),
    );
    const totals = quoteTotals(body.lines, body.discount, body.vatRate);
    const now = deps.now();
    const values = {
      version: currentVersion + 1,
      vatRate: body.vatRate,
      discount: totals.discount,
      subtotal: totals.subtotal,
      vat: totals.vat,
      total: totals.total,
      accountId: staff.id,
      answeredVersion: null,
      answeredAt: null,
      signedName: null,
      signedAddress: null,
      answeredVia: null,
      answeredBy: null,
      updatedAt: now,
    };
    await tx
      .insert(repairQuotes)
      .values({ repairId, ...values, createdAt: now })
      .onConflictDoUpdate({ target: repairQuotes.repairId, set: values });

    // The customer with an account is told there is a quote to answer, with a one-tap link to it.
    const recipient = await provenRecipient(tx, row.accountId);
    if (recipient) {
      const approvalUrl = await quoteLinkUrl(deps, { repairId, version: currentVersion + 1 });
      const [vehicle] = await tx.select({ plate: vehicles.plate, model: vehicles.model }).from(vehicles).where(eq(vehicles.id, row.vehicleId));
      await deps.mail.add(
        tx,
        quoteReadyMail(
          recipient.email,
          { code: row.code, fullName: row.fullName, plate: vehicle?.plate ?? '', model: vehicle?.model ?? '', branch: row.branch },
          totals.total,
          deps.settings.notify.siteOrigin,
          approvalUrl,
        ),
      );
    }
    return { quote: await readQuote(tx, repairId), row };
  });
  tellRepair(deps, row);
  return quote;
}

/** The tracking page's address that opens a job's approval at one quote version, signed for it. */
async function quoteLinkUrl(deps: Pick<ServiceDeps, 'settings'>, link: QuoteLink): Promise<string> {
  return `${deps.settings.notify.siteOrigin}${quoteLinkHref(await signQuoteLink(deps.settings.quoteLinkSecret, link))}`;
}

/**
 * The one-tap link the desk copies to send by Zalo or SMS: the current quote's version, while the
 * job is open. Reading only, so no transaction: a save after it simply makes it stale.
 */
export async function createQuoteLink(deps: Pick<ServiceDeps, 'db' | 'settings'>, repairId: string): Promise<QuoteLinkAnswer> {
  const [row] = await deps.db
    .select({ closedAt: repairOrders.closedAt, version: repairQuotes.version })
    .from(repairOrders)
    .leftJoin(repairQuotes, eq(repairQuotes.repairId, repairOrders.id))
    .where(eq(repairOrders.id, repairId));
  if (!row) throw notFound(messages.repairs.notFound);
  if (row.closedAt) throw conflict(messages.repairs.closed);
  if (row.version === null) throw notFound(messages.quotes.linkNoQuote);
  return { url: await quoteLinkUrl(deps, { repairId, version: row.version }), version: row.version };
}

/**
 * Who answers: the job's own customer signed in, or the tracking page's code and phone (with
 * whoever is signed in on that browser), or the one-tap link's token (the same), or staff
 * recording a call.
 */
export type QuoteAnswerer =
  | { via: 'account'; account: AuthUser }
  | { via: 'tracking'; code: string; phone: string; signedIn?: AuthUser | null | undefined }
  | { via: 'link'; link: QuoteLink | null; signedIn?: AuthUser | null | undefined }
  | { via: 'phone'; staff: AuthUser };

function mayAnswer(row: RepairRow, who: QuoteAnswerer): boolean {
  if (who.via === 'phone') return who.staff.isStaff;
  if (who.via === 'account') return row.accountId !== null && row.accountId === who.account.id;
  if (who.via === 'link') return who.link?.repairId === row.id;
  return row.code === who.code && row.numberPhone === who.phone;
}

/**
 * The answer: every line of the version the customer saw approved or declined, confirmed with a
 * typed full name (time, name and address kept with the version). The parts of the approved lines
 * are taken from stock here, in product order like a shop checkout, each with a decrement that
 * keeps stock at zero or above. A part the stock cannot cover (a shop order took the last unit
 * first) blocks its own line only: that line is kept as not approved with the units left
 * ('Chờ hàng', shown to the customer and staff), and the rest of the answer stands, so a customer
 * is never sent back to answer everything again for one missing part. A stranger gets the 404 of
 * a job that is not there. Staff signed in are refused on the tracking page's way: an answer they
 * give is a phone answer, recorded under their name from the job page, never one that reads as
 * the customer's own.
 */
export async function answerQuote(
  deps: ServiceDeps,
  who: QuoteAnswerer,
  repairId: string,
  body: Pick<QuoteAnswerBody, 'version' | 'lines' | 'signedName'>,
  address: string,
): Promise<Quote> {
  if ((who.via === 'tracking' || who.via === 'link') && who.signedIn?.isStaff) throw forbidden(messages.quotes.staffNotCustomer);
  if (who.via === 'link' && who.link?.repairId !== repairId) throw gone(messages.quotes.linkInvalid);
  const { quote, row, plate, lowStock } = await deps.db.transaction(async (tx) => {
    const row = await lockRepair(tx, repairId);
    if (!mayAnswer(row, who)) throw notFound(messages.repairs.notFound);
    if (who.via === 'link') {
      // Checked under the job's lock: a save or the handover that voids the link cannot cross it.
      const [held] = await tx.select({ version: repairQuotes.version }).from(repairQuotes).where(eq(repairQuotes.repairId, repairId));
      if (!quoteLinkHolds(row, held ?? null, who.link!)) throw gone(messages.quotes.linkInvalid);
    }
    if (row.closedAt || stepIndex(row.step as RepairStep) > stepIndex(QUOTE_GATE_STEP)) throw conflict(messages.quotes.notAnswerable);
    const [current] = await tx.select().from(repairQuotes).where(eq(repairQuotes.repairId, repairId));
    if (!current) throw notFound(messages.quotes.notFound);
    if (current.version !== body.version) throw conflict(format(messages.quotes.staleQuote, { version: current.version }), { version: current.version });
    if (current.answeredVersion === current.version) throw conflict(messages.quotes.notAnswerable);

    const lines = (await quoteLinesOf(tx, [repairId])).get(repairId) ?? [];
    const answers = new Map(body.lines.map((answer) => [answer.lineId, answer.approved]));
    if (answers.size !== body.lines.length || lines.some((line) => !answers.has(line.id))) throw badRequest(messages.quotes.lineAnswerRequired);
    if (answers.size !== lines.length) throw badRequest(messages.quotes.lineUnknown);

    const taking = lines
      .filter((line) => answers.get(line.id) && line.kind === 'part' && (line.productId || line.partId) && Number.isInteger(line.quantity))
      .sort((a, b) => (a.productId ?? a.partId!).localeCompare(b.productId ?? b.partId!) || a.position - b.position);
    const reserved = new Map<string, number>();
    const short = new Map<string, number>();
    const lowStock: LowStock[] = [];
    for (const line of taking) {
      if (line.partId) {
        // A part is held at the job's branch: what the other branch has is not on this car's shelf.
        const held = await reserve(tx, line.partId, row.branch as BranchId, line.quantity);
        if (held.ok) reserved.set(line.id, line.quantity);
        else short.set(line.id, held.available);
        lowStock.push(...held.lowStock);
        continue;
      }
      const [taken] = await tx
        .update(products)
        .set({ quantity: sql`${products.quantity} - ${line.quantity}` })
        .where(and(eq(products.id, line.productId!), gte(products.quantity, line.quantity)))
        .returning({ id: products.id });
      if (taken) {
        reserved.set(line.id, line.quantity);
      } else {
        const [left] = await tx.select({ quantity: products.quantity }).from(products).where(eq(products.id, line.productId!));
        short.set(line.id, left?.quantity ?? 0);
      }
    }
    for (const line of [...lines].sort((a, b) => a.position - b.position)) {
      await tx
        .update(repairQuoteLines)
        .set({
          approved: answers.get(line.id)! && !short.has(line.id),
          reservedQuantity: reserved.get(line.id) ?? 0,
          stockLeft: short.get(line.id) ?? null,
        })
        .where(eq(repairQuoteLines.id, line.id));
    }
    await tx
      .update(repairQuotes)
      .set({
        answeredVersion: current.version,
        answeredAt: deps.now(),
        signedName: body.signedName,
        signedAddress: address,
        answeredVia: who.via,
        answeredBy: who.via === 'account' ? who.account.id : who.via === 'phone' ? who.staff.id : null,
      })
      .where(eq(repairQuotes.repairId, repairId));
    const [vehicle] = await tx.select({ plate: vehicles.plate }).from(vehicles).where(eq(vehicles.id, row.vehicleId));
    return { quote: await readQuote(tx, repairId), row, plate: vehicle?.plate ?? '', lowStock };
  });
  tellRepair(deps, row);
  tellLowStock(deps, lowStock);
  // Staff recording a call know already; a customer's own answer is news to the desk.
  if (who.via !== 'phone') {
    const approved = quote.lines.filter((line) => line.approved).length;
    deps.live.staffAlert(quoteAnsweredAlert({ id: row.id, fullName: row.fullName, plate }, approved, quote.lines.length, deps.now()));
  }
  return quote;
}

/** The lines ordered as the quote shows them (tests and the invoice read them so). */
export async function orderedLines(db: Db, repairId: string) {
  return db.select().from(repairQuoteLines).where(eq(repairQuoteLines.repairId, repairId)).orderBy(asc(repairQuoteLines.position));
}
