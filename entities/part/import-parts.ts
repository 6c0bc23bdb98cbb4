import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { importParts } from '../../contract/parts';
import { isPartKey } from './part-cache';

export interface PartImportArg {
  fileName: string;
  /** The file's bytes in base64. */
  file: string;
  /** False: the preview only; true: write every row, or nothing. */
  apply: boolean;
}

export function postPartImport(arg: PartImportArg) {
  return apiRequest(importParts, { body: arg });
}

/** Previews or applies a parts sheet; once applied, every view of the parts refreshes. */
export function useImportParts() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${importParts.method} ${importParts.path}`, (_key: string, { arg }: { arg: PartImportArg }) => postPartImport(arg), {
    onSuccess(result) {
      if (result.applied) void mutate(isPartKey);
    },
  });
}
