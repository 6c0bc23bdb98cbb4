import type { Decorator } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';

/** Stories only: a marker page standing for a place the page under test sends the visitor to. */
function Elsewhere({ title }: { title: string }) {
  const location = useLocation();
  return (
    <section aria-label={title}>
      <h1 className="text-xl font-bold">{title}</h1>
      <p>Địa chỉ: {location.pathname}</p>
    </section>
  );
}

/**
 * Stories only: the story at `path`, and a titled marker page at each other path, so a play
 * function can follow a link or a redirect and read where it landed ('Địa chỉ: /products').
 */
export function withStoryRoutes(path: string, elsewhere: Record<string, string>): Decorator {
  return function StoryRoutes(Story) {
    return (
      <Routes>
        <Route path={path} element={<Story />} />
        {Object.entries(elsewhere).map(([to, title]) => (
          <Route key={to} path={to} element={<Elsewhere title={title} />} />
        ))}
      </Routes>
    );
  };
}
