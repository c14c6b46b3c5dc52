export { calendarPages } from './pages';
