import { useLocation } from 'react-router-dom';

/**
 * The router's current address for play functions, so a story can prove where a click led.
 * Hidden: designers review these screens, and screen readers need no test hook either.
 */
export function LocationProbe() {
  const location = useLocation();
  return (
    <p hidden data-testid="location">
      {`${location.pathname}${location.search}`}
    </p>
  );
}
