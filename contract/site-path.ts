/**
 * A path on this site: one leading '/', never '//host' or '/\host' (browsers read both as
 * another host), no spaces or control characters. Schemes such as 'javascript:' or 'http:'
 * cannot start with '/', so they never pass. Without zod, so the home page can check a link
 * before the contract's schemas load.
 */
const SITE_PATH = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;

export const isSitePath = (value: string) => SITE_PATH.test(value);
