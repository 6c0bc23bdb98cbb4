/**
 * Stories only: the bank transfers' server in memory: unmatched, matched and dismissed
 * transfers of both branches, assigned to a job by its code (unknown code: 404, in the server's
 * words), dismissed with a reason, and a statement previewed then recorded. Never imported by a screen.
 */
import { HttpResponse, http } from 'msw';
import { fn } from 'storybook/test';
import { assignBankTransfer, dismissBankTransfer, importStatement, listBankTransfers, previewStatement, type BankTransfer, type StatementPreview } from '../../../contract/bank-transfers';
import { format, messages } from '../../../contract/messages';
import { TOTAL_COUNT_HEADER } from '../../../contract/paging';
import { objectIdAt } from '../../../mocks/data/ids';
import { demoWorkshopStaff } from '../../../mocks/repair-data';

export const transferCalls = { assigned: fn(), dismissed: fn(), previewed: fn(), imported: fn() };

let sequence = 0x9c00;

function transfer(minutesBefore: number, fields: Partial<BankTransfer>): BankTransfer {
  const at = new Date(Date.UTC(2026, 2, 11, 3, 0) - minutesBefore * 60_000);
  sequence += 1;
  return {
    _id: objectIdAt(at, sequence),
    source: 'webhook',
    externalId: `FT26070${sequence}`,
    branch: 'quan-12',
    accountNumber: '0071000888999',
    amount: 1_000_000,
    content: '',
    transactedAt: at.toISOString(),
    status: 'unmatched',
    repair: null,
    references: [],
    reason: messages.bankTransfers.noReference,
    handledBy: null,
    receivedAt: at.toISOString(),
    ...fields,
  };
}

/** What the desk finds one morning: three waiting, two matched, one set aside. */
export function demoTransfers(): BankTransfer[] {
  return [
    transfer(10, { amount: 2_500_000, content: 'MBVCB.3291.NGUYEN VAN AN chuyen tien sua xe', reason: messages.bankTransfers.noReference }),
    transfer(45, {
      amount: 3_200_000,
      content: 'SC R1A2QL thanh toan',
      references: ['R1A2QL'],
      reason: format(messages.bankTransfers.amountOverBalance, { amount: '3.200.000 đ', balance: '1.117.500 đ' }),
      branch: 'thu-duc',
    }),
    transfer(90, {
      amount: 850_000,
      content: 'SCZZZZZZ',
      references: ['ZZZZZZ'],
      reason: format(messages.bankTransfers.unknownReference, { code: 'ZZZZZZ' }),
      branch: null,
      accountNumber: '1903555666777',
    }),
    transfer(120, { status: 'matched', amount: 1_117_500, content: 'SC R1A2QK', references: ['R1A2QK'], reason: '', repair: { _id: '65f0a0000000000000009d01', code: 'R1A2QK' } }),
    transfer(200, { status: 'matched', amount: 500_000, content: 'coc xe 51A', reason: '', repair: { _id: '65f0a0000000000000009d02', code: 'R1A2QA' }, handledBy: { ...demoWorkshopStaff[1] } }),
    transfer(300, {
      status: 'dismissed',
      amount: 4_000_000,
      content: 'HOAN TIEN NCC PHU TUNG MINH PHAT',
      reason: 'Nhà cung cấp hoàn tiền hàng trả lại, không phải tiền phiếu.',
      handledBy: { ...demoWorkshopStaff[0] },
    }),
  ];
}

export const transferServer = { transfers: demoTransfers() };

export function resetTransfers(transfers = demoTransfers()) {
  transferServer.transfers = transfers;
  for (const call of Object.values(transferCalls)) call.mockClear();
}

/** The jobs the desk may assign to: their codes and ids. */
const knownJobs: Record<string, string> = { R1A2QL: '65f0a0000000000000009d03', R1A2QB: '65f0a0000000000000009d04' };

export const demoStatementCsv =
  'Ngày,Số tiền,Nội dung,Mã giao dịch\n11/03/2026 09:10,1117500,SC R1A2QL,FT2607001\n11/03/2026 09:30,-200000,Phí dịch vụ,FT2607002\n10/03/2026 16:00,2500000,MBVCB chuyen tien,FT2607003\n11/03/2026,abc,loi,FT2607004\n';

export const demoStatementPreview: StatementPreview = {
  rows: [
    {
      row: 2,
      externalId: 'FT2607001',
      transactedAt: '2026-03-11T02:10:00.000Z',
      amount: 1_117_500,
      content: 'SC R1A2QL',
      state: 'new',
      match: { repairId: knownJobs.R1A2QL!, code: 'R1A2QL' },
      problem: '',
    },
    { row: 3, externalId: 'FT2607002', transactedAt: '2026-03-11T02:30:00.000Z', amount: -200_000, content: 'Phí dịch vụ', state: 'outgoing', match: null, problem: '' },
    { row: 4, externalId: 'FT2607003', transactedAt: '2026-03-10T09:00:00.000Z', amount: 2_500_000, content: 'MBVCB chuyen tien', state: 'duplicate', match: null, problem: '' },
    { row: 5, externalId: 'FT2607004', transactedAt: null, amount: 0, content: 'loi', state: 'invalid', match: null, problem: messages.bankTransfers.rowAmountInvalid },
  ],
  counts: { new: 1, duplicate: 1, outgoing: 1, invalid: 1, matched: 1 },
};

const byId = (id: unknown) => transferServer.transfers.findIndex((item) => item._id === id);

export function transferHandlers() {
  return [
    http.get(listBankTransfers.path, ({ request }) => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status') ?? 'unmatched';
      const branch = url.searchParams.get('branch');
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const rows = transferServer.transfers.filter((item) => item.status === status && (!branch || item.branch === branch));
      return HttpResponse.json(listBankTransfers.response.parse(rows.slice((page - 1) * limit, page * limit)), { headers: { [TOTAL_COUNT_HEADER]: String(rows.length) } });
    }),
    http.post(assignBankTransfer.path, async ({ request, params }) => {
      const { code } = (await request.json()) as { code: string };
      transferCalls.assigned(code);
      const index = byId(params.id);
      const normal = code.toUpperCase().replace(/[\s-]/g, '');
      const repairId = knownJobs[normal];
      if (!repairId) return HttpResponse.json({ message: format(messages.bankTransfers.repairNotFound, { code: normal }) }, { status: 404 });
      const assigned: BankTransfer = { ...transferServer.transfers[index]!, status: 'matched', repair: { _id: repairId, code: normal }, reason: '', handledBy: { ...demoWorkshopStaff[0] } };
      transferServer.transfers[index] = assigned;
      return HttpResponse.json(assignBankTransfer.response.parse(assigned));
    }),
    http.post(dismissBankTransfer.path, async ({ request, params }) => {
      const { reason } = (await request.json()) as { reason: string };
      transferCalls.dismissed(reason);
      const index = byId(params.id);
      const dismissed: BankTransfer = { ...transferServer.transfers[index]!, status: 'dismissed', reason, handledBy: { ...demoWorkshopStaff[0] } };
      transferServer.transfers[index] = dismissed;
      return HttpResponse.json(dismissBankTransfer.response.parse(dismissed));
    }),
    http.post(previewStatement.path, async ({ request }) => {
      transferCalls.previewed(await request.json());
      return HttpResponse.json(previewStatement.response.parse(demoStatementPreview));
    }),
    http.post(importStatement.path, async ({ request }) => {
      transferCalls.imported(await request.json());
      return HttpResponse.json(importStatement.response.parse(demoStatementPreview));
    }),
  ];
}
