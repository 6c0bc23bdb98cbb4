import { keyUnderPath } from '../../contract/cache-keys';

/** Every swr key of the privacy screens starts with '/api/privacy': a write refreshes all their views. */
export const isPrivacyKey = keyUnderPath('/api/privacy');
