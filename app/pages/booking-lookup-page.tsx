import { useLocation, useSearchParams } from 'react-router-dom';
import { BOOKING_LOOKUP_PATH } from '../../contract/booking-lookup-path';
import { BookingLookup } from '../../features/booking/booking-lookup';
import { PageHead } from './page-head';

/** What the card after booking hands to this page besides the address: the phone, which never goes in one. */
function knownPhoneOf(state: unknown): string | undefined {
  return state && typeof state === 'object' && 'lookupPhone' in state && typeof state.lookupPhone === 'string' ? state.lookupPhone : undefined;
}

export function BookingLookupPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  return (
    <>
      <PageHead path={BOOKING_LOOKUP_PATH} />
      <BookingLookup initialCode={params.get('ma') ?? ''} knownPhone={knownPhoneOf(location.state)} />
    </>
  );
}
