import { expect } from 'vitest';
import { buildPath } from '../../contract/endpoint';
import { recordPayment, recordPhoneAnswer, saveQuote, type Quote } from '../../contract/repair-quotes';
import { nextStep, QUOTE_GATE_STEP, REPAIR_STEPS, stepIndex, type RepairStep } from '../../contract/repair-steps';
import { getRepair, moveRepair, type RepairDetail } from '../../contract/repairs';
import type { BranchId } from '../../contract/garage';
import { assignLineTechnician } from '../../contract/workshop';
import { TECHNICIAN_GATE_STEP } from '../../contract/workshop-rules';
import type { App } from '../app';
import { createTechnician, type TestAccount } from './fixtures';

// A job driven through its steps as the workshop does it, for tests that need a job further on:
// at 'Xác nhận' the quote is written and the customer's yes taken on the phone, at 'Kiểm tra lại'
// the branch's technician is named on the approved labour, and the job closes by its payment at 'Bàn giao'.

type Headers = Record<string, string>;

/** A one-line labour quote, saved, and all of it approved on the phone. */
export async function answeredQuote(app: App, headers: Headers, id: string, lines = [{ kind: 'labour', description: 'Công kiểm tra và sửa chữa', quantity: 1, unitPrice: 300_000 }]): Promise<Quote> {
  const current = (await app.inject({ method: 'GET', url: buildPath(getRepair.path, { id }), headers })).json<RepairDetail>().quote;
  const saved = await app.inject({ method: 'PUT', url: buildPath(saveQuote.path, { id }), headers, payload: { lines, vatRate: 0, version: current?.version ?? 0 } });
  expect(saved.statusCode, saved.body).toBe(200);
  const quote = saved.json<Quote>();
  const answered = await app.inject({
    method: 'POST',
    url: buildPath(recordPhoneAnswer.path, { id }),
    headers,
    payload: { version: quote.version, signedName: 'Khách đồng ý qua điện thoại', lines: quote.lines.map((line) => ({ lineId: line._id, approved: true })) },
  });
  expect(answered.statusCode, answered.body).toBe(200);
  return answered.json<Quote>();
}

const technicians = new WeakMap<App, Map<BranchId, Promise<TestAccount>>>();

/** One technician per branch and app, made the first time a job there needs one. */
export function branchTechnician(app: App, branch: BranchId): Promise<TestAccount> {
  const known = technicians.get(app) ?? new Map<BranchId, Promise<TestAccount>>();
  technicians.set(app, known);
  let technician = known.get(branch);
  if (!technician) {
    technician = createTechnician(app, branch, `Kỹ thuật viên ${branch}`);
    known.set(branch, technician);
  }
  return technician;
}

/** Names the branch's technician on every approved labour line nobody is on (the gate at 'Kiểm tra lại', issue 44). */
export async function assignLabour(app: App, headers: Headers, job: RepairDetail): Promise<void> {
  const technician = await branchTechnician(app, job.branch);
  for (const line of job.quote?.lines ?? []) {
    if (line.kind !== 'labour' || line.approved !== true || line.technician) continue;
    const res = await app.inject({ method: 'PUT', url: buildPath(assignLineTechnician.path, { id: job._id, lineId: line._id }), headers, payload: { technicianId: technician.id } });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** Moves the job one step at a time from where it is to `target`, answering the quote, naming technicians and paying on the way. */
export async function driveTo(app: App, headers: Headers, id: string, target: RepairStep): Promise<RepairDetail> {
  const read = async () => (await app.inject({ method: 'GET', url: buildPath(getRepair.path, { id }), headers })).json<RepairDetail>();
  let job = await read();
  while (stepIndex(job.step) < stepIndex(target)) {
    if (job.step === QUOTE_GATE_STEP && job.quoteState !== 'answered') {
      await answeredQuote(app, headers, id);
      job = await read();
      continue;
    }
    if (job.step === TECHNICIAN_GATE_STEP && job.unassignedLabour > 0) {
      await assignLabour(app, headers, job);
      job = await read();
      continue;
    }
    const step = nextStep(job.step)!;
    if (step === REPAIR_STEPS.at(-1)) {
      const paid = await app.inject({ method: 'POST', url: buildPath(recordPayment.path, { id }), headers, payload: { method: 'cash', version: job.version } });
      expect(paid.statusCode, paid.body).toBe(200);
    } else {
      const res = await app.inject({ method: 'POST', url: buildPath(moveRepair.path, { id }), headers, payload: { step, version: job.version } });
      expect(res.statusCode, res.body).toBe(200);
    }
    job = await read();
  }
  return job;
}
