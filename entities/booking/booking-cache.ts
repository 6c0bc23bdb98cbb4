import { listBookingsPath } from '../../contract/api-paths';
import { keyUnderPath } from '../../contract/cache-keys';

/**
 * Every swr key of this entity starts with its contract path ('/api/contacts'): the public
 * list, the back-office pages, a booking's detail, the day board, a day's availability and
 * the monthly count. This matches all of them.
 */
export const isBookingKey = keyUnderPath(listBookingsPath);
