import { keyUnderPath } from '../../contract/cache-keys';
import { listInspectionTemplates } from '../../contract/inspections';

/** Every swr key of the inspection templates starts with their list's path: a change refreshes the master's list and the staff's form alike. */
export const isInspectionTemplateKey = keyUnderPath(listInspectionTemplates.path);
