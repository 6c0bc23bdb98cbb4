import { useContext } from 'react';
import { IslandServerContext } from './island';

/**
 * True while the server draws a page as islands (ui/island.tsx): what this render writes is
 * what the visitor keeps, for nothing outside an island runs again in the browser. An answer
 * still missing then is an answer the server could not get, not one on its way: a part shows
 * its failure (or nothing), not a spinner that would turn forever.
 */
export function useIslandPageOnServer(): boolean {
  return useContext(IslandServerContext) !== null;
}
