import { fuzzRoutes } from './test/fuzz-routes';

fuzzRoutes(3, 4);
