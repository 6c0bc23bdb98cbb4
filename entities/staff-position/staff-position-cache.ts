import { keyUnderPath } from '../../contract/cache-keys';
import { listStaffPositions } from '../../contract/staff-positions';

/** Every swr key of this entity starts with its contract path: this matches all of them. */
export const isStaffPositionKey = keyUnderPath(listStaffPositions.path);
