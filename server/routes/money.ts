import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import * as banking from '../../contract/bank-transfers';
import * as cashbook from '../../contract/cashbook';
import { IDEMPOTENCY_HEADER } from '../../contract/idempotency';
import { messages } from '../../contract/messages';
import * as reports from '../../contract/money-reports';
import * as payments from '../../contract/payments';
import { sendCsv } from '../lib/csv';
import { idempotencyKeyOf } from '../lib/idempotency';
import { sendPage } from '../lib/paging';
import { route, signedIn } from '../lib/route';
import { statementPdf } from '../lib/statement-pdf';
import { assignTransfer, dismissTransfer, importStatement, listTransfers, previewStatement } from '../services/money/bank-transfers';
import { addCashEntry, closeCashDay, readCashDay, reopenCashDay } from '../services/money/cashbook';
import { createCreditAccount, listCreditAccounts, listReceivables, mailStatement, readStatement, updateCreditAccount } from '../services/money/credit';
import { moneyReport, moneyReportCsv } from '../services/money/money-report';
import { addPayment, getRepairMoney, handOverOnCredit } from '../services/money/payments';

/** A job's payments and credit, credit accounts and receivables, the cash book, bank transfers and the money report. */
export async function moneyRoutes(app: FastifyInstance) {
  const { deps } = app;
  route(app, payments.addRepairPayment, ({ params, body, request }) =>
    addPayment(deps, signedIn(request), params.id, body, idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER.toLowerCase()], undefined, messages.money.idempotencyKeyInvalid)),
  );
  route(app, payments.getRepairMoney, ({ params }) => getRepairMoney(deps, params.id));
  route(app, payments.handOverOnCredit, ({ params, body, request }) => handOverOnCredit(deps, signedIn(request), params.id, body));

  route(app, payments.listCreditAccounts, ({ query }) => listCreditAccounts(deps, query));
  route(app, payments.createCreditAccount, ({ body, request }) => createCreditAccount(deps, signedIn(request), body), { status: 201 });
  route(app, payments.updateCreditAccount, ({ params, body }) => updateCreditAccount(deps, params.id, body));
  route(app, payments.listReceivables, ({ query }) => listReceivables(deps, query));
  route(app, payments.getStatement, ({ params }) => readStatement(deps, params.id));
  route(app, payments.getStatementPdf, async ({ params, reply }) => {
    const statement = await readStatement(deps, params.id);
    const pdf = await statementPdf(statement);
    reply.header('Content-Type', 'application/pdf');
    reply.header('Content-Disposition', `attachment; filename="bang-ke-cong-no-${statement.drawnOn}.pdf"`);
    reply.header('Cache-Control', 'private, no-store');
    return Readable.from([pdf]);
  });
  route(app, payments.mailStatement, ({ params }) => mailStatement(deps, params.id, (statement) => statementPdf(statement)));

  route(app, cashbook.getCashDay, ({ query }) => readCashDay(deps.db, query.branch, query.day));
  route(app, cashbook.addCashEntry, ({ body, request }) => addCashEntry(deps, signedIn(request), body), { status: 201 });
  route(app, cashbook.closeCashDay, ({ body, request }) => closeCashDay(deps, signedIn(request), body));
  route(app, cashbook.reopenCashDay, ({ body, request }) => reopenCashDay(deps, signedIn(request), body));

  route(app, banking.listBankTransfers, async ({ query, reply }) => sendPage(reply, await listTransfers(deps, { ...query, page: query.page ?? 1, limit: query.limit ?? 20 })));
  route(app, banking.assignBankTransfer, ({ params, body, request }) => assignTransfer(deps, signedIn(request), params.id, body));
  route(app, banking.dismissBankTransfer, ({ params, body, request }) => dismissTransfer(deps, signedIn(request), params.id, body));
  route(app, banking.previewStatement, ({ body }) => previewStatement(deps, body));
  route(app, banking.importStatement, ({ body }) => importStatement(deps, body));

  route(app, reports.getMoneyReport, ({ query }) => moneyReport(deps, query));
  route(app, reports.exportMoneyReport, async ({ params, query, reply }) => sendCsv(reply, await moneyReportCsv(deps, params.table, query)));
}
