/**
 * 'Theo dõi sửa chữa': a job followed by its reference and the customer's phone, no account
 * needed. A module of its own, like booking-lookup-path.ts: the footer links here from every
 * page, which should not bring the step rules of repair-steps.ts into every page's first load.
 */
export const REPAIR_TRACKING_PATH = '/theo-doi-sua-chua';

/** The tracking page with the reference filled in (`?ma=`); the phone never goes in an address. */
export const repairTrackingHref = (code: string) => `${REPAIR_TRACKING_PATH}?ma=${encodeURIComponent(code)}`;

/** The tracking page opening a job's quote approval from the one-tap link's token (`?duyet=`): no code, phone or sign-in. */
export const quoteLinkHref = (token: string) => `${REPAIR_TRACKING_PATH}?duyet=${encodeURIComponent(token)}`;

/** 'Xe của tôi' in the account (the site map and the account menu name it on every page). */
export const MY_VEHICLES_PATH = '/account/vehicles';

/** The socket.io namespace a guest on the tracking page listens on, with the watch token the lookup gave. */
export const REPAIR_WATCH_NAMESPACE = '/repair-watch';
