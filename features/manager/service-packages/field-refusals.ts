import { ApiError } from '../../../contract/client';

export interface FieldRefusal {
  /** The field's path in the body: 'name', 'lines.2.partId'. */
  path: string;
  message: string;
}

/**
 * The fields a refusal of the server names (its validation answers, and the packages' own
 * refusals of a taken name or a part no longer in the store, carry `errors` with paths), so the
 * form puts each message beside its field. Nothing for a crash, a lost connection or a 403.
 */
export function fieldRefusals(error: unknown): FieldRefusal[] {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500 || error.status === 403) return [];
  const body = error.body as { errors?: unknown } | undefined;
  if (!body || !Array.isArray(body.errors)) return [];
  return body.errors.flatMap((item: unknown) => {
    const issue = item as { path?: unknown; message?: unknown };
    return typeof issue.path === 'string' && issue.path !== '' && typeof issue.message === 'string' ? [{ path: issue.path, message: issue.message }] : [];
  });
}
