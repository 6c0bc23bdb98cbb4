import { useSearchParams } from 'react-router-dom';
import { garageMonthStart, garageToday } from '../../../contract/format';
import { BRANCH_IDS, type BranchId } from '../../../contract/garage';

/**
 * A report section's period in the page's address under its own names (so two sections keep their
 * own days), this month by default, with the page's branch; `change` writes one day back.
 */
export function useReportPeriod(fromParam: string, toParam: string) {
  const [params, setParams] = useSearchParams();
  const branchParam = params.get('branch');
  const asked = {
    from: params.get(fromParam) ?? garageMonthStart(),
    to: params.get(toParam) ?? garageToday(),
    branch: BRANCH_IDS.includes(branchParam as BranchId) ? (branchParam as BranchId) : undefined,
  };
  const change = (name: 'from' | 'to', value: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      const key = name === 'from' ? fromParam : toParam;
      if (value) updated.set(key, value);
      else updated.delete(key);
      return updated;
    });
  return { asked, change };
}
