// Server-rendered pages load this instead of the app's entry (server/lib/page-html.ts). The page
// arrives drawn; its JavaScript only makes it interactive. Fetched after the first paint, it no
// longer shares a phone's bandwidth with the stylesheet, the fonts and the main picture.
import { PAGE_HYDRATED_EVENT } from './hydrated-event';
import { ISLAND_ID_ATTRIBUTE } from '../ui/island-attributes';

const script = document.querySelector<HTMLScriptElement>('script[data-entry]');

/**
 * A form sent before React has taken the page over would go the browser's way: a GET to the same
 * address with the fields in it (a phone number in the history), and a page whose form is empty
 * again. On a slow phone that is the first tap on 'Theo dõi' or 'Tra cứu'. The last sending of
 * each form is held and given back to React once the page is live; what was typed stays in the
 * fields through hydration. Stopped here, the event never reaches React's own listener on the
 * root, which could otherwise send it a second time. A page drawn as islands holds its islands'
 * clicks itself (app/islands/islands.ts) and has no page-wide hydration to wait for.
 */
function holdFormsUntilHydrated() {
  const held = new Map<HTMLFormElement, HTMLElement | null>();
  const hold = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.set(event.target, event.submitter);
  };
  document.addEventListener('submit', hold, true);
  window.addEventListener(
    PAGE_HYDRATED_EVENT,
    () => {
      document.removeEventListener('submit', hold, true);
      for (const [form, submitter] of held) resend(form, submitter, RESEND_TRIES);
      held.clear();
    },
    { once: true },
  );
}

/** Up to 10 s of tries, 50 ms apart (a slow phone hydrates the page in one or two); then the browser's own sending, as without JavaScript. */
const RESEND_TRIES = 200;

/**
 * The root hydrates first and the page inside its Suspense boundary a moment later: until then no
 * handler of the form stops the browser's own sending. Every form React handles stops it (react-
 * hook-form's handleSubmit does), so a sending that reaches the window unstopped is held back
 * and tried again shortly.
 */
function resend(form: HTMLFormElement, submitter: HTMLElement | null, triesLeft: number) {
  if (!form.isConnected) return;
  // The button that sent it, if it still sends this form ('Lưu' may sit outside it, with form=).
  const sender = (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.isConnected && submitter.form === form ? submitter : undefined;
  const unhandled = (event: Event) => {
    if (event.target !== form || event.defaultPrevented || triesLeft <= 0) return;
    event.preventDefault();
    setTimeout(() => resend(form, submitter, triesLeft - 1), 50);
  };
  // On the window, a submit bubbles past React's listener on the root before it gets here.
  window.addEventListener('submit', unhandled);
  try {
    form.requestSubmit(sender);
  } finally {
    window.removeEventListener('submit', unhandled);
  }
}

if (script?.dataset.entry && !document.querySelector(`[${ISLAND_ID_ATTRIBUTE}]`)) holdFormsUntilHydrated();

function afterNextPaint(run: () => void) {
  // A tab opened in the background paints nothing and runs no animation frame until it is
  // shown: there the page gets ready at once, for when the visitor comes to it.
  if (document.visibilityState === 'hidden') run();
  else requestAnimationFrame(() => setTimeout(run, 0));
}

if (script?.dataset.entry) {
  const { entry, modules = '' } = script.dataset;
  afterNextPaint(() => {
    // The page's own chunks, fetched beside the entry instead of after it asks for them.
    for (const href of modules.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    void import(/* @vite-ignore */ entry);
  });
}
