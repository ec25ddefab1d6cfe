import { FirstHourHome } from '../../first-hour/FirstHourHome';

// The home of each role (web/src/first-hour): the admin's keeps the health panel.
export function HomePage() {
  return <FirstHourHome />;
}
