import { CITY_BRANCHES, EMAILS, SUPPORT_PHONES, WEEK_HOURS } from '../../contract/garage';
import { ContactPage as Contact } from '../../features/booking/contact-page';
import { PageHead } from './page-head';

export function ContactPage() {
  return (
    <>
      <PageHead path="/lien-he" />
      <Contact branches={CITY_BRANCHES} phones={SUPPORT_PHONES} emails={EMAILS} hours={WEEK_HOURS} />
    </>
  );
}
