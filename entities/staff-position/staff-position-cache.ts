import { keyUnderPath } from '../../contract/cache-keys';
import { listStaffPositionsPath } from '../../contract/api-paths';

/** Every swr key of this entity starts with its contract path: this matches all of them. */
export const isStaffPositionKey = keyUnderPath(listStaffPositionsPath);
