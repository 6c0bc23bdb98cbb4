import { keyUnderPath } from '../../contract/cache-keys';
import { listStaff } from '../../contract/staff';

/** Every swr key of this entity starts with its contract path: this matches all of them. */
export const isStaffKey = keyUnderPath(listStaff.path);
