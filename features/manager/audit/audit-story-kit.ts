/**
 * Stories only: the audit log in memory: a master's and a desk clerk's changes to money, a
 * booking and an account (a personal field marked), the server's own job, and the chain check.
 * Never imported by a screen.
 */
import { HttpResponse, http } from 'msw';
import { fn } from 'storybook/test';
import { AUDIT_PERSONAL_MARK, listAudit, type AuditEntry } from '../../../contract/audit';
import { TOTAL_COUNT_HEADER } from '../../../contract/paging';
import { demoMaster } from '../../../mocks/data/accounts';

export const auditCalls = { listed: fn() };

export const clerk = { _id: '65f0a0000000000000000c01', fullName: 'Lê Thị Mai Anh' };
const master = { _id: demoMaster._id, fullName: demoMaster.fullName };

function entry(seq: number, fields: Partial<AuditEntry>): AuditEntry {
  return {
    seq,
    at: new Date(Date.UTC(2026, 2, 11, 3, 0) - (30 - seq) * 600_000).toISOString(),
    actor: clerk,
    ip: '113.161.42.7',
    action: 'update',
    entity: 'bookings',
    entityId: '65f0a0000000000000000b01',
    before: null,
    after: null,
    hash: seq.toString(16).padStart(64, '0'),
    ...fields,
  };
}

/** Newest first, as the server answers. */
export function demoAudit(): AuditEntry[] {
  return [
    entry(12, { action: 'update', entity: 'job_payments', entityId: '65f0a0000000000000000d07', before: { amount: 1_500_000, note: 'Đặt cọc' }, after: { amount: 1_200_000, note: 'Đặt cọc lần 1' } }),
    entry(11, { actor: master, action: 'update', entity: 'accounts', entityId: '65f0a0000000000000000a01', before: { fullName: AUDIT_PERSONAL_MARK, isActive: true }, after: { fullName: AUDIT_PERSONAL_MARK, isActive: false } }),
    entry(10, { action: 'insert', entity: 'repair_quote_lines', entityId: '65f0a0000000000000000e02', after: { name: 'Má phanh trước', quantity: 1, unitPrice: 850_000 } }),
    entry(9, { action: 'update', entity: 'bookings', before: { status: 'pending' }, after: { status: 'confirmed' } }),
    entry(8, { actor: null, ip: null, action: 'delete', entity: 'consents', entityId: '65f0a0000000000000000f01', before: { purpose: 'marketing', granted: true } }),
    entry(7, { actor: master, action: 'export', entity: 'personal_data', entityId: '65f0a0000000000000000a01', after: { tables: 12 } }),
  ];
}

export const auditServer = { entries: demoAudit() };

export function resetAudit(entries = demoAudit()) {
  auditServer.entries = entries;
  auditCalls.listed.mockClear();
}

export function auditHandlers() {
  return [
    http.get(listAudit.path, ({ request }) => {
      const url = new URL(request.url);
      const query = Object.fromEntries(url.searchParams);
      auditCalls.listed(query);
      const page = Number(query.page ?? 1);
      const limit = Number(query.limit ?? 10);
      const rows = auditServer.entries.filter(
        (item) => (!query.actor || item.actor?._id === query.actor) && (!query.entity || item.entity === query.entity) && (!query.action || item.action === query.action) && (!query.entityId || item.entityId === query.entityId),
      );
      return HttpResponse.json(listAudit.response.parse(rows.slice((page - 1) * limit, page * limit)), { headers: { [TOTAL_COUNT_HEADER]: String(rows.length) } });
    }),
  ];
}
