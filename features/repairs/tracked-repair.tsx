import { RefreshCw, Radio, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { messages } from '../../contract/messages';
import type { TrackedRepair as TrackedRepairAnswer } from '../../contract/repairs';
import { PaymentQr } from '../../entities/repair/payment-qr';
import { useRepairWatch, type RepairWatchFactory, type RepairWatchLoader } from '../../entities/repair/use-repair-watch';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { RepairProgress } from './repair-progress';

export interface TrackedRepairProps {
  tracked: TrackedRepairAnswer;
  /** Read the job again (a move was announced), or look it up again for a new watch token. */
  onReload: () => void;
  /** The live connection: the real one (loaded once a job is found) or a story's fake. */
  watchFactory: RepairWatchFactory | RepairWatchLoader;
  /** The phone the job was found with, or the one-tap link's token: it answers the quote from this page. */
  answerWith: { phone: string } | { token: string };
}

/**
 * The job found on 'Theo dõi sửa chữa', followed live: each move the garage makes is read again
 * and shown without a reload. A watch the server refuses (the token expired) asks for a new lookup.
 */
export function TrackedRepair({ tracked, onReload, watchFactory, answerWith }: TrackedRepairProps) {
  const { repair, watchToken } = tracked;
  /** The token the server refused; a new lookup brings another and the notice goes. */
  const [refusedToken, setRefusedToken] = useState<string | null>(null);
  const refused = refusedToken === watchToken;
  useRepairWatch({
    repairId: refused ? null : repair._id,
    watchToken: refused ? null : watchToken,
    onUpdate: onReload,
    onRefused: () => setRefusedToken(watchToken),
    factory: watchFactory,
  });
  return (
    <Card padding="md" className="space-y-4">
      {refused ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-control bg-warning-soft p-3 text-warning-ink ring-1 ring-warning-line">
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
          <p className="min-w-0 flex-1 font-semibold">{messages.repairs.watchRefused}</p>
          <Button type="button" size="sm" variant="outline" onClick={onReload}>
            <RefreshCw aria-hidden="true" />
            {messages.repairTracking.lookAgain}
          </Button>
        </div>
      ) : repair.closedAt === null ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Radio aria-hidden="true" className="size-4 text-success" />
          {messages.repairProgress.live}
        </p>
      ) : null}
      <RepairProgress repair={repair} headingLevel={2} lookup={'token' in answerWith ? answerWith : { code: repair.code, phone: answerWith.phone }} />
      {/* The code and phone are the guest's way in to the payment code; a quote link carries neither. */}
      {'phone' in answerWith && repair.money.balance > 0 ? (
        <PaymentQr repairId={repair._id} code={repair.code} phone={answerWith.phone} balance={repair.money.balance} />
      ) : null}
    </Card>
  );
}
