import type { Decorator } from '@storybook/react-vite';
import { IslandServerContext } from '../ui/island';

/**
 * A story of a part as the server draws it on a page drawn as islands: what it shows is set
 * once, from the answers the server had, and never loads later (no spinner there). The islands
 * inside draw as nothing here; their own stories show them.
 */
export const drawnAsIslands: Decorator = (Story) => (
  <IslandServerContext.Provider value={{ render: () => ({ id: '', html: '' }) }}>
    <Story />
  </IslandServerContext.Provider>
);
