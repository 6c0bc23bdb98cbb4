import { apiRequest } from '../../contract/client';
import { clockLine, type ClockBody } from '../../contract/workshop';

export interface ClockTap {
  repairId: string;
  lineId: string;
  body: ClockBody;
}

/**
 * Sends one tap of a line's clock (start, pause, finish) with the moment it happened and its key.
 * A replay of the same key is recorded once and answered with `duplicate: true`. The tablet's
 * outbox calls it, one tap at a time, whenever the connection allows; the answer's line and
 * `running` say how the server folded it.
 */
export function postClockLine({ repairId, lineId, body }: ClockTap) {
  return apiRequest(clockLine, { params: { id: repairId, lineId }, body });
}
