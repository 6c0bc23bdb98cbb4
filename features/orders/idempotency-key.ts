export { newIdempotencyKey } from '../../contract/idempotency';
