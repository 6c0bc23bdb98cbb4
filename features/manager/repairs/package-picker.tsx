import { Boxes, ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { refusalText } from '../../../contract/client';
import type { BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import { QUOTE_MAX_LINES } from '../../../contract/quote-rules';
import type { PricedPackageLine, ServicePackage } from '../../../contract/service-packages';
import { writeNumber } from '../../../contract/typed-number-rules';
import { useServicePackages } from '../../../entities/service-package/get-service-packages';
import { usePricePackage } from '../../../entities/service-package/price-package';
import { Button } from '../../../ui/button';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { useToast } from '../../../ui/toast';

export interface PackagePickerProps {
  /** The job's branch: its labour rate prices the package. */
  branch: BranchId;
  /** Lines the quote can still take. */
  room: number;
  onPicked: (pack: ServicePackage, lines: PricedPackageLine[]) => void;
}

/** The packages, asked for once the picker is opened (a quote edited without one asks nothing). */
function PackageChoices({ pricing, onPick }: { pricing: string | null; onPick: (pack: ServicePackage) => void }) {
  const packages = useServicePackages();
  if (packages.data) {
    if (packages.data.length === 0) return <p className="text-sm text-ink-muted">{messages.packages.empty}</p>;
    return (
      <ul aria-label="Gói dịch vụ" className="grid min-w-0 gap-2 sm:grid-cols-2">
        {packages.data.map((pack) => (
          <li key={pack._id} className="min-w-0">
            <Button
              type="button"
              variant="outline"
              className="h-auto w-full justify-start bg-surface py-2 text-left whitespace-normal"
              aria-label={`Thêm gói ${pack.name}`}
              pending={pricing === pack._id}
              pendingLabel="Đang tính giá..."
              disabled={pricing !== null}
              onClick={() => onPick(pack)}
            >
              <span className="min-w-0">
                <span className="block font-semibold break-words">{pack.name}</span>
                <span className="block text-xs font-normal text-ink-muted">
                  {writeNumber(pack.lines.reduce((hours, line) => (line.kind === 'labour' ? hours + line.quantity : hours), 0))} giờ công ·{' '}
                  {pack.lines.filter((line) => line.kind === 'part').length} phụ tùng
                </span>
              </span>
            </Button>
          </li>
        ))}
      </ul>
    );
  }
  if (packages.error) return <LoadError error={packages.error} message={messages.packages.loadFailed} onRetry={() => void packages.mutate()} />;
  return (
    <div role="status" aria-label={messages.common.loading} className="grid gap-2 sm:grid-cols-2">
      <Skeleton className="block h-14" />
      <Skeleton className="block h-14" />
    </div>
  );
}

/**
 * 'Thêm gói dịch vụ' in the quote editor: the master's packages, one click each; the package's
 * lines come priced for the job's branch (labour at its rate, parts at cost plus the markup) and
 * join the editor's lines, each still editable before the quote is saved.
 */
export function PackagePicker({ branch, room, onPicked }: PackagePickerProps) {
  const toast = useToast();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const price = usePricePackage();
  const [pricing, setPricing] = useState<string | null>(null);

  const pick = async (pack: ServicePackage) => {
    if (pack.lines.length > room) {
      toast.error(format(messages.packages.noRoom, { max: QUOTE_MAX_LINES, n: pack.lines.length }));
      return;
    }
    setPricing(pack._id);
    try {
      const lines = await price.trigger({ id: pack._id, branch });
      onPicked(pack, lines);
      toast.success(format(messages.packages.added, { n: lines.length, name: pack.name }));
      setOpen(false);
    } catch (error) {
      toast.error(refusalText(error, messages.packages.priceFailed));
    } finally {
      setPricing(null);
    }
  };

  return (
    <div className="min-w-0 space-y-2">
      <Button type="button" variant="outline" size="sm" aria-expanded={open} aria-controls={open ? listId : undefined} onClick={() => setOpen((value) => !value)}>
        <Boxes aria-hidden="true" />
        Thêm gói dịch vụ
        {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
      </Button>
      {open ? (
        <div id={listId} className="min-w-0 rounded-control bg-surface-muted p-3 ring-1 ring-line">
          <PackageChoices pricing={pricing} onPick={(pack) => void pick(pack)} />
        </div>
      ) : null}
    </div>
  );
}
