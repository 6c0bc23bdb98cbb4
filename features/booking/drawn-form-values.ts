/**
 * What a form the server drew already holds when its script arrives: the text typed and the
 * choices tapped before hydration, by field name ('' and missing fields left out). {} when the
 * form is not in the page yet (drawn in the browser, as after a client navigation or in a story).
 * Read once, in the hydrating render, so the form starts from them instead of its defaults.
 */
export function drawnFormValues<Name extends string>(formId: string, names: readonly Name[]): Partial<Record<Name, string>> {
  if (typeof document === 'undefined') return {};
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return {};
  const data = new FormData(form);
  const values: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = data.get(name);
    if (typeof value === 'string' && value !== '') values[name] = value;
  }
  return values;
}
