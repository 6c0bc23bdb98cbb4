import { QUOTE_GATE_STEP, stepIndex } from '../../contract/repair-steps';
import type { RepairDetail } from '../../contract/repairs';

/** The job's quote waits for the customer's answer: it is the first thing their pages show. */
export function quoteWaitsForCustomer(repair: Pick<RepairDetail, 'step' | 'closedAt' | 'quote'>): boolean {
  return repair.quote !== null && repair.quote.answer === null && repair.closedAt === null && stepIndex(repair.step) <= stepIndex(QUOTE_GATE_STEP);
}

/** The quote's lines the inspection found urgent ('cần xử lý ngay'): what the garage recommends doing now. */
export function urgentLines(repair: Pick<RepairDetail, 'quote' | 'inspection'>) {
  const urgent = new Set(repair.inspection?.points.filter((point) => point.status === 'urgent').map((point) => point.id));
  return (repair.quote?.lines ?? []).filter((line) => line.inspectionPointId !== null && urgent.has(line.inspectionPointId));
}
