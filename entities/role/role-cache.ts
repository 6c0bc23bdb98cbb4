import { keyUnderPath } from '../../contract/cache-keys';
import { listRoles } from '../../contract/roles';

/** Every swr key of this entity starts with its contract path: this matches all of them. */
export const isRoleKey = keyUnderPath(listRoles.path);
