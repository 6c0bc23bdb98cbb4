// The browser entry of a page the server drew as islands (server/lib/page-html.ts): no React
// here. It finds the page's islands and hydrates each one alone, when it is needed (see
// `IslandLoad`); everything else on the page is HTML that runs no code. React comes with the
// first island hydrated, the app's providers only with the first island that needs them.
import { TOKEN_STORAGE_KEY } from '../../contract/constants';
import {
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
/** A choice made in an island's select before its code was there, made again once it is hydrated. */
const pendingChoices = new WeakMap<Element, { select: HTMLSelectElement; value: string }>();

/**
 * Hydration puts a controlled select back to the value it was drawn with, so the choice is set
 * again through the element's own setter and announced as a new `change`, which React hears.
 */
function chooseAgain({ select, value }: { select: HTMLSelectElement; value: string }) {
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

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
      const choice = pendingChoices.get(element);
      if (choice) {
        pendingChoices.delete(element);
        chooseAgain(choice);
      }
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
 * island that draws nothing yet), whatever its `load` says: a click or a select's choice that
 * lands on it before the code is held, and given to the island once it can take it.
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
  element.addEventListener(
    'change',
    (event) => {
      if (hydrated.has(element) || !(event.target instanceof HTMLSelectElement)) return;
      pendingChoices.set(element, { select: event.target, value: event.target.value });
      start(element);
    },
    { capture: true },
  );
}

function signedIn(): boolean {
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
  // An island that draws nothing until it is used (a strip's arrows) is used through the box it sits in.
  const drawsNothing = element.style.display === 'contents' && element.childElementCount === 0;
  onFirstUse(element, drawsNothing && element.parentElement ? element.parentElement : element, load === 'scroll');
  if (load === 'idle' || (element.hasAttribute(ISLAND_SESSION_ATTRIBUTE) && signedIn())) whenIdle(() => start(element));
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

for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_NAME_ATTRIBUTE}]`)) schedule(element);
document.documentElement.setAttribute(ISLANDS_READY_ATTRIBUTE, 'ready');
