// Types for the tests of scripts/check-tokens.mjs, which node runs without a build step.
export interface ContrastFinding {
  file: string;
  line: number;
  text: string;
  background: string;
  textColour: string;
  backgroundColour: string;
  ratio: number;
  need: number;
}
export interface NameFinding {
  file: string;
  line: number;
  name: string;
}
export interface Theme {
  design: unknown;
  variables: Map<string, string>;
}
export function loadTheme(css?: string, base?: string): Promise<Theme>;
export function classStrings(fileName: string, source: string): { text: string; offset: number; classy: boolean }[];
export function checkSources(
  files: { file: string; source: string }[],
  theme: Theme,
): { contrast: ContrastFinding[]; unknownClasses: NameFinding[]; unknownVars: NameFinding[]; pairs: number; classes: number };
