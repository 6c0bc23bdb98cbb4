import { MY_VEHICLES_PATH, repairTrackingHref, type RepairStep } from '../../contract/repair-steps';
import type { RepairMailData } from '../../mail/templates';
import type { NewMail } from '../services/mail-queue';

// The repair mails as the services queue them (`deps.mail.add(tx, …)`) at the steps of
// MAILED_STEPS: who gets them is the services' rule (the job's account, its proven address);
// what they carry is written here, and mail/templates.tsx draws it.

export interface RepairMailFacts {
  code: string;
  fullName: string;
  plate: string;
  model: string;
  branch: string;
}

/** The job reached a mailed step: the customer reads where the car is and where to follow it. */
export function repairStepMail(to: string, repair: RepairMailFacts, step: RepairStep, sharedNote: string, siteOrigin: string): NewMail {
  const data: RepairMailData = { ...repair, step, note: sharedNote };
  return {
    to,
    template: {
      kind: 'repairStep',
      repair: data,
      myVehiclesUrl: `${siteOrigin}${MY_VEHICLES_PATH}`,
      trackingUrl: `${siteOrigin}${repairTrackingHref(repair.code)}`,
    },
  };
}
