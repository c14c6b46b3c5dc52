export { type PathParams, pathTo } from './path-to';
export { type PathName, paths } from './paths';
