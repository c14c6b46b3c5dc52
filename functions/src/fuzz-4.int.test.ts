import { fuzzRoutes } from './test/fuzz-routes';

fuzzRoutes(4, 4);
