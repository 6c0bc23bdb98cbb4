/**
 * Stories only: the steps a story takes through the consent boxes of a form (ConsentFields).
 * Never imported by a screen.
 */
import { userEvent, within } from 'storybook/test';
import { CONSENT_PURPOSE_LABELS, type ConsentPurpose } from '../../contract/privacy-rules';

type Container = HTMLElement | ReturnType<typeof within>;

/** The box of one purpose inside `container` (a form, a dialog, or the queries bound to one). */
export function consentBoxOf(container: Container, purpose: ConsentPurpose = 'processing') {
  const queries = container instanceof HTMLElement ? within(container) : container;
  return queries.getByRole('checkbox', { name: new RegExp(`^${CONSENT_PURPOSE_LABELS[purpose]}`) });
}

/** Ticks the required processing box, as the person does before sending (and the optional ones asked for). */
export async function agreeToProcessing(container: Container, also: ConsentPurpose[] = []) {
  for (const purpose of ['processing' as const, ...also]) await userEvent.click(consentBoxOf(container, purpose));
}
