import { CITY_BRANCHES, EMAILS, OPENING_HOURS, SUPPORT_PHONES } from '../../contract/garage';
import { ContactPage as Contact } from '../../features/booking/contact-page';
import { PAGE_HEADS } from '../../contract/page-heads';
import { usePageMeta } from '../use-page-meta';

export function ContactPage() {
  usePageMeta(PAGE_HEADS['/lien-he']!);
  // The contact page gives the Monday-to-Saturday hours only (spec section 9).
  return <Contact branches={CITY_BRANCHES} phones={SUPPORT_PHONES} emails={EMAILS} hours={OPENING_HOURS.mondayToSaturday} />;
}
