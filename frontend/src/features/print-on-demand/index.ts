export { printOnDemandPages } from './pages';
