export type { ContactMessageDetails } from '@model/submissions';
