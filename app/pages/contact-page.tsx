import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { readBookingPrefill } from '../../contract/booking-prefill';
import { CITY_BRANCHES, EMAILS, SUPPORT_PHONES, WEEK_HOURS } from '../../contract/garage';
import { ContactPage as Contact } from '../../features/booking/contact-page';
import { PageHead } from './page-head';

export function ContactPage() {
  // A link from a reminder mail fills the form with the car and the service ('/lien-he?bien-so=…').
  const { search } = useLocation();
  const prefill = useMemo(() => readBookingPrefill(search), [search]);
  return (
    <>
      <PageHead path="/lien-he" />
      <Contact branches={CITY_BRANCHES} phones={SUPPORT_PHONES} emails={EMAILS} hours={WEEK_HOURS} prefill={prefill} />
    </>
  );
}
