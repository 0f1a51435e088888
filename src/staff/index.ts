/** The back office's chunk: loaded only when a path under /staff is opened. */
export { StaffApp } from './shell/StaffApp';
