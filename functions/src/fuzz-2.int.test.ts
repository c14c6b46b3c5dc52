import { fuzzRoutes } from './test/fuzz-routes';

fuzzRoutes(2, 4);
