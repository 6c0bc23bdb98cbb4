import { refusalText } from '../../contract/client';

/**
 * The text a failed back-office action shows: the server's own Vietnamese message when it
 * explains the refusal (validation, not found, no right, still in use, too large), the
 * screen's fallback when the server or the network simply failed.
 */
export const actionErrorText = refusalText;
