import { useLocation } from 'react-router-dom';
import { BookingLookup } from '../../features/booking/booking-lookup';

export interface BookingLookupIslandProps {
  /** The reference the address carried (`?ma=`). */
  initialCode: string;
}

/** What the card after booking hands to this page besides the address: the phone, which never goes in one. */
function knownPhoneOf(state: unknown): string | undefined {
  return state && typeof state === 'object' && 'lookupPhone' in state && typeof state.lookupPhone === 'string' ? state.lookupPhone : undefined;
}

/** 'Tra cứu lịch hẹn': the form and its answer, with the phone the page was handed, if any. */
export function BookingLookupIsland({ initialCode }: BookingLookupIslandProps) {
  const location = useLocation();
  return <BookingLookup initialCode={initialCode} knownPhone={knownPhoneOf(location.state)} />;
}
