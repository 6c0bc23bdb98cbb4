import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import type { BodyOf } from '../../contract/endpoint';
import { createServicePackage, deleteServicePackage, updateServicePackage } from '../../contract/service-packages';
import { isServicePackageKey } from './service-package-cache';

export type ServicePackageBody = BodyOf<typeof createServicePackage>;
export type ServicePackageUpdateBody = BodyOf<typeof updateServicePackage>;

export function postServicePackage(body: ServicePackageBody) {
  return apiRequest(createServicePackage, { body });
}

export function putServicePackage(id: string, body: ServicePackageUpdateBody) {
  return apiRequest(updateServicePackage, { params: { id }, body });
}

export function removeServicePackage(id: string) {
  return apiRequest(deleteServicePackage, { params: { id } });
}

/** The master adds a package; the list and the quote editor's picker refresh. */
export function useCreateServicePackage() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(createServicePackage.path, (_key: string, { arg }: { arg: ServicePackageBody }) => postServicePackage(arg), {
    onSuccess() {
      void mutate(isServicePackageKey);
    },
  });
}

/** The master saves a package as of the version opened (another's save since: 409). */
export function useUpdateServicePackage() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${updateServicePackage.method} ${updateServicePackage.path}`,
    (_key: string, { arg }: { arg: { id: string; body: ServicePackageUpdateBody } }) => putServicePackage(arg.id, arg.body),
    {
      onSuccess() {
        void mutate(isServicePackageKey);
      },
    },
  );
}

export function useDeleteServicePackage() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${deleteServicePackage.method} ${deleteServicePackage.path}`, (_key: string, { arg }: { arg: string }) => removeServicePackage(arg), {
    onSuccess() {
      void mutate(isServicePackageKey);
    },
  });
}
