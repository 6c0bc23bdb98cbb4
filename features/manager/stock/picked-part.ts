import { CITY_BRANCHES, type BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import type { Part } from '../../../contract/parts';
import type { FieldErrors } from 'react-hook-form';

/** What a line keeps of the part it names: enough to show it without asking again. */
export interface PickedPart {
  _id: string;
  sku: string;
  name: string;
  unit: string;
  costPrice: number;
  stock: Part['stock'];
}

export const pickedFrom = (part: Part): PickedPart => ({ _id: part._id, sku: part.sku, name: part.name, unit: part.unit, costPrice: part.costPrice, stock: part.stock });

export const branchOptions = CITY_BRANCHES.map((branch) => ({ value: branch.id, label: branch.name }));

export const branchLabel = (id: BranchId) => CITY_BRANCHES.find((branch) => branch.id === id)?.shortName ?? id;

export const availableAt = (part: PickedPart | Part, branch: BranchId | '') => part.stock.find((stock) => stock.branch === branch)?.available ?? 0;

/**
 * The contract checks lines by part id: a line without a part says 'choose a part' rather
 * than the id rule's words, and a repeated part is named by its SKU, not its id.
 */
export function namePartErrors<T extends { part: PickedPart | null }>(errors: FieldErrors, lines: readonly T[]): FieldErrors {
  const lineErrors = errors.lines as unknown as Array<Record<string, { message?: string; type?: string } | undefined> | undefined> | undefined;
  if (!Array.isArray(lineErrors)) return errors;
  lines.forEach((line, index) => {
    const error = lineErrors[index]?.partId;
    if (!error) return;
    if (!line.part) error.message = messages.stockManager.partRequired;
    else if (error.message === format(messages.parts.lineRepeated, { sku: line.part._id })) error.message = format(messages.parts.lineRepeated, { sku: line.part.sku });
  });
  return errors;
}
