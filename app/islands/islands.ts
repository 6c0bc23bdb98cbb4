// The browser entry of a page the server drew as islands (server/lib/page-html.ts): no React
// here. It finds the page's islands and hydrates each one alone, when it is needed (see
// `IslandLoad`); everything else on the page is HTML that runs no code. React comes with the
// first island hydrated, the app's providers only with the first island that needs them.
import { TOKEN_STORAGE_KEY } from '../../contract/constants';
import {
  HANDED_STATE_KEY,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_LOAD_ATTRIBUTE,
  ISLAND_NAME_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_SESSION_ATTRIBUTE,
  ISLAND_STATE_ATTRIBUTE,
  ISLANDS_READY_ATTRIBUTE,
  type IslandLoad,
} from '../../ui/island-attributes';
import { ISLANDS, type IslandPrelude } from './island-registry';

const runtimes = {
  none: () => import('./island-root'),
  app: () => import('./island-app-root'),
};

const started = new WeakSet<Element>();
/** An island's prelude, running until it is hydrated; a prelude that failed to load is none. */
const preludes = new WeakMap<Element, Promise<IslandPrelude | null>>();
const hydrated = new WeakSet<Element>();
/** A click on an island before its code was there, given to it once it is hydrated. */
const pendingClicks = new WeakMap<Element, Element>();
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** What was typed or chosen in an island's fields before its code was there, given again once it is hydrated. */
const pendingValues = new WeakMap<Element, Map<Field, string>>();

/** A field whose value is typed or chosen (a box that is ticked comes back with its click). */
const takesValue = (target: EventTarget | null): target is Field =>
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement ||
  (target instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image'].includes(target.type));

/**
 * Hydration leaves what was typed in the page, but React hears a change only from the value it
 * last knew, and a form library registering a field may just have put it back to its default. So
 * the field is first set through React's own view of it (to a value other than the one typed),
 * then to what was typed through the element's setter, and the change is announced.
 */
function giveAgain(field: Field, value: string) {
  field.value = value === '' ? ' ' : '';
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Keeps what is in `field` to give to the island once it is hydrated. */
function remember(element: Element, field: Field) {
  const values = pendingValues.get(element) ?? new Map<Field, string>();
  values.set(field, field.value);
  pendingValues.set(element, values);
}

/** The value the server drew into a field (a select's is its option marked selected, else its first). */
const drawnValue = (field: Field) =>
  field instanceof HTMLSelectElement ? ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value : field.defaultValue;

function start(element: HTMLElement) {
  if (started.has(element)) return;
  started.add(element);
  element.setAttribute(ISLAND_STATE_ATTRIBUTE, 'loading');
  const name = element.getAttribute(ISLAND_NAME_ATTRIBUTE) ?? '';
  const island = ISLANDS[name];
  if (!island) {
    console.error(`Không có đảo "${name}" trong app/islands/island-registry.ts`);
    return;
  }
  let props: Record<string, unknown>;
  try {
    props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as Record<string, unknown>;
  } catch {
    // The server writes JSON; a broken attribute leaves the island as the HTML it is.
    return;
  }
  const id = element.getAttribute(ISLAND_ID_ATTRIBUTE) ?? '';
  void Promise.all([runtimes[island.frame](), island.load(), preludes.get(element)]).then(([{ hydrateIsland }, Component, prelude]) => {
    hydrateIsland(element, Component, { ...props, ...prelude?.stop() }, id, () => {
      hydrated.add(element);
      element.setAttribute(ISLAND_STATE_ATTRIBUTE, 'hydrated');
      const values = pendingValues.get(element);
      pendingValues.delete(element);
      values?.forEach((value, field) => giveAgain(field, value));
      const click = pendingClicks.get(element);
      if (!click) return;
      pendingClicks.delete(element);
      // The element clicked may be an icon's SVG, which has no click().
      click.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
    });
  });
}

const whenIdle = (run: () => void) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 200);
};

const visible =
  'IntersectionObserver' in window
    ? new IntersectionObserver(
        (entries, observer) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer.unobserve(entry.target);
            const island = entry.target.closest<HTMLElement>(`[${ISLAND_NAME_ATTRIBUTE}]`);
            if (island) whenIdle(() => start(island));
          }
        },
        { rootMargin: '200px' },
      )
    : null;

const FIRST_USE = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Every island starts at the visitor's first touch of it (or of `usedThrough`, the box around an
 * island that draws nothing yet), whatever its `load` says: what is typed or chosen in its fields
 * and a click that land on it before the code are held, and given to the island once it can take them.
 */
function onFirstUse(element: HTMLElement, usedThrough: HTMLElement, orScroll: boolean) {
  const begin = () => {
    for (const type of FIRST_USE) usedThrough.removeEventListener(type, begin);
    window.removeEventListener('scroll', begin);
    start(element);
  };
  for (const type of FIRST_USE) usedThrough.addEventListener(type, begin, { passive: true });
  if (orScroll) window.addEventListener('scroll', begin, { passive: true, once: true });
  element.addEventListener(
    'click',
    (event) => {
      if (hydrated.has(element) || !(event.target instanceof Element)) return;
      event.preventDefault();
      event.stopPropagation();
      pendingClicks.set(element, event.target);
      start(element);
    },
    { capture: true },
  );
  for (const type of ['input', 'change'] as const) {
    element.addEventListener(
      type,
      (event) => {
        if (hydrated.has(element) || !takesValue(event.target)) return;
        remember(element, event.target);
        start(element);
      },
      { capture: true },
    );
  }
}

/** Moves the state the page before handed to this one into its history entry (see HANDED_STATE_KEY). */
function takeHandedState() {
  try {
    const handed = window.sessionStorage.getItem(HANDED_STATE_KEY);
    if (!handed) return;
    window.sessionStorage.removeItem(HANDED_STATE_KEY);
    const { href, state } = JSON.parse(handed) as { href?: string; state?: unknown };
    if (href === window.location.pathname + window.location.search) window.history.replaceState({ usr: state }, '');
  } catch {
    // Unreadable: the page opens as from a plain link.
  }
}

/** The tab knows what the server could not draw: state the page before handed over, or a session. */
function knowsMore(): boolean {
  if ((window.history.state as { usr?: unknown } | null)?.usr != null) return true;
  try {
    return Boolean(window.localStorage.getItem(TOKEN_STORAGE_KEY));
  } catch {
    return false;
  }
}

function schedule(element: HTMLElement) {
  // An island inside another is hydrated with it.
  if (element.parentElement?.closest(`[${ISLAND_NAME_ATTRIBUTE}]`)) return;
  const load = element.getAttribute(ISLAND_LOAD_ATTRIBUTE) as IslandLoad | null;
  const prelude = ISLANDS[element.getAttribute(ISLAND_NAME_ATTRIBUTE) ?? '']?.prelude;
  if (prelude) {
    preludes.set(
      element,
      prelude().then(
        (run) => run(element),
        () => null,
      ),
    );
  }
  // Typed in before this loader ran (a field the visitor filled while it was on its way): in use already.
  let typed = false;
  for (const field of element.querySelectorAll('input, textarea, select')) {
    if (!takesValue(field) || field.value === drawnValue(field)) continue;
    remember(element, field);
    typed = true;
  }
  if (typed) start(element);
  // An island that draws nothing until it is used (a strip's arrows) is used through the box it sits in.
  const drawsNothing = element.style.display === 'contents' && element.childElementCount === 0;
  onFirstUse(element, drawsNothing && element.parentElement ? element.parentElement : element, load === 'scroll');
  if (load === 'idle' || (element.hasAttribute(ISLAND_SESSION_ATTRIBUTE) && knowsMore())) whenIdle(() => start(element));
  else if (load === 'visible' || load === null) {
    if (!visible) {
      whenIdle(() => start(element));
      return;
    }
    // The wrapper takes no box of its own (display: contents): its content is what shows.
    const boxes = element.style.display === 'contents' ? [...element.children] : [element];
    if (boxes.length === 0) whenIdle(() => start(element));
    for (const box of boxes) visible.observe(box);
  }
}

takeHandedState();
for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_NAME_ATTRIBUTE}]`)) schedule(element);
document.documentElement.setAttribute(ISLANDS_READY_ATTRIBUTE, 'ready');
