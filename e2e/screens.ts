/**
 * A journey whose behaviour does not depend on the screen (the server's answers, data, another
 * tab): run once, on desktop (playwright.config.ts leaves it out on the phone), while the screens
 * it passes through are run on the phone by other journeys.
 */
export const sameOnEveryScreen = { tag: '@same-on-every-screen' };
