import { useSearchParams } from 'react-router-dom';
import { BOOKING_LOOKUP_PATH } from '../../contract/booking-lookup-path';
import { Island } from '../../ui/island';
import { BookingLookupIsland } from '../islands/booking-lookup-island';
import { PageHead } from './page-head';

export function BookingLookupPage() {
  const [params] = useSearchParams();
  return (
    <>
      <PageHead path={BOOKING_LOOKUP_PATH} />
      {/* At once when the card after booking handed the phone over (eagerWithSession): the booking is looked up without a tap. */}
      <Island name="booking-lookup" component={BookingLookupIsland} props={{ initialCode: params.get('ma') ?? '' }} load="interaction" eagerWithSession />
    </>
  );
}
