export { contactsPages } from './pages';
