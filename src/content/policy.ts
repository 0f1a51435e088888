import { returnWindowDays } from '@/settings/shop-settings';

/** The shop's promises, stated once so every content page quotes the same numbers. */
export const returnsPolicy = {
  /**
   * Days from delivery (or pick-up) within which an item may be returned: the shop's setting
   * (`VITE_RETURN_WINDOW_DAYS`), by which the server takes returns too.
   */
  returnWindowDays,
  /** Working days, from the day the returned item reaches us, to pay a refund. */
  refundWorkingDays: 5,
  /** Hours from delivery within which a faulty or wrong item should be reported. */
  faultReportHours: 48,
} as const;
