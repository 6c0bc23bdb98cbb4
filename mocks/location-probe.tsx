import { useLocation } from 'react-router-dom';

/** Shows the router's current address, so a story can prove where a click led. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <p className="mt-4 text-sm text-ink-muted">
      Địa chỉ hiện tại: <code data-testid="location">{`${location.pathname}${location.search}`}</code>
    </p>
  );
}
