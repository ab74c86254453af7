import { useLocation } from 'react-router-dom';

/** Shows the router's current address, so tests can read what the screen put there. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}
