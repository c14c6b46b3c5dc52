import { fuzzRoutes } from './test/fuzz-routes';

fuzzRoutes(1, 4);
