// Types for the tests of scripts/api-state-checks.mjs, which node runs without a build step.
export interface IndexEntry {
  id: string;
  name: string;
  title: string;
  importPath: string;
  tags?: string[];
}
export declare const englishWords: string[];
export declare const englishPhrases: string[];
export declare function englishIn(text: string): string[];
export declare function screenStories<T extends IndexEntry>(entries: T[]): T[];
