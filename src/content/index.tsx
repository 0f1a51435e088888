/** The content group: about, contact, refunds and returns, privacy policy (one lazy chunk). */
export { AboutPage } from './AboutPage';
export { ContactPage } from './ContactPage';
export { PrivacyPage } from './PrivacyPage';
export { RefundsPage } from './RefundsPage';
