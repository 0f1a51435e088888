/**
 * A journey whose behaviour does not depend on the screen (the server's answers, data, another
 * tab): run once, on desktop (playwright.config.ts leaves it out on the phone), while the screens
 * it passes through are run on the phone by other journeys.
 */
export const sameOnEveryScreen = { tag: '@same-on-every-screen' };
/**
 * A journey that sets a phone's width itself (360 px, narrower than the phone project's 390 px):
 * run on the phone, whose touch and device pixels it then has too, and not again on desktop.
 */
export const onPhoneOnly = { tag: '@phone-only' };
