import { keyUnderPath } from '../../contract/cache-keys';
import { listProductComments } from '../../contract/comments';

/** Every swr key of this entity starts with its contract path: this matches all of them. */
export const isCommentKey = keyUnderPath(listProductComments.path);
