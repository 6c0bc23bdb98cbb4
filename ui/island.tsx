import { createContext, createElement, useContext, type ComponentType, type CSSProperties, type ReactElement } from 'react';
import {
  ISLAND_ID_ATTRIBUTE,
  ISLAND_LOAD_ATTRIBUTE,
  ISLAND_NAME_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_SESSION_ATTRIBUTE,
  type IslandLoad,
} from './island-attributes';

/**
 * Given by the server while it draws a page whose static parts are not hydrated: it draws each
 * island as a root of its own (its providers, its own ids), as the browser will hydrate it.
 */
export interface IslandServer {
  render(name: string, element: ReactElement): { id: string; html: string };
}

export const IslandServerContext = createContext<IslandServer | null>(null);

export interface IslandProps<P extends object> {
  /** The name the browser's island loader knows its module (and what it needs around it) by. */
  name: string;
  component: ComponentType<P>;
  /** JSON only (no functions, dates or elements): they travel inside the page's HTML. */
  props: P;
  load?: IslandLoad;
  /**
   * Hydrated once the page is idle when the tab knows what the server could not draw: a session
   * (what it shows depends on it), or state the page before handed over (the phone to look up).
   */
  eagerWithSession?: boolean;
  /** A box of its own (e.g. a grid cell); without it, the wrapper takes no room (`display: contents`). */
  className?: string;
}

const contents: CSSProperties = { display: 'contents' };

/**
 * One interactive part of a server-drawn page. Inside the browser app it is the component, in
 * a wrapper that changes no layout. On a page the server draws as islands, it is the same HTML
 * with what the browser needs to hydrate it alone (its name, props and id); everything outside
 * the islands stays HTML the browser runs no code for.
 */
export function Island<P extends object>({
  name,
  component,
  props,
  load = 'visible',
  eagerWithSession = false,
  className,
}: IslandProps<P>) {
  const server = useContext(IslandServerContext);
  const attributes = {
    [ISLAND_NAME_ATTRIBUTE]: name,
    [ISLAND_LOAD_ATTRIBUTE]: load,
    [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
    [ISLAND_SESSION_ATTRIBUTE]: eagerWithSession ? '' : undefined,
    className,
    style: className ? undefined : contents,
  };
  const element = createElement(component, props);
  if (server) {
    const { id, html } = server.render(name, element);
    return <div {...attributes} {...{ [ISLAND_ID_ATTRIBUTE]: id }} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return <div {...attributes}>{element}</div>;
}
