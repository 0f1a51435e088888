import { backendMode, firebaseSettings } from '@/settings/shop-settings';
import { firebaseApp } from './firebase-app';

/** A page view, already redacted by the caller (docs/shop-rules.md, Analytics). */
export interface PageViewParams {
  path: string;
  /** The query string with its `?`, or `''`. */
  query: string;
  title: string;
}

/** One event as the local sink records it and the local backend's `/__qa/analytics` keeps it. */
export interface AnalyticsEvent extends PageViewParams {
  name: 'page_view';
  /** When it was sent, ISO 8601. */
  time: string;
}

export interface AnalyticsSink {
  pageView(view: PageViewParams): void;
}

const localEvents: AnalyticsEvent[] = [];

/** What the local sink has sent in this page (or test run), oldest first. */
export function localAnalyticsEvents(): readonly AnalyticsEvent[] {
  return localEvents;
}

/**
 * The local backend's analytics sink, on its Firestore front (README, The local backend and the
 * QA contract).
 */
export const localAnalyticsUrl = `http://${firebaseSettings.emulators.firestoreHost}:${firebaseSettings.emulators.firestorePort}/__qa/analytics`;

function localSink(): AnalyticsSink {
  return {
    pageView(view) {
      const event: AnalyticsEvent = { name: 'page_view', ...view, time: new Date().toISOString() };
      localEvents.push(event);
      fetch(localAnalyticsUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event),
        keepalive: true,
      }).catch(() => {
        // Analytics is best-effort: a stopped local backend must never disturb the shop.
      });
    },
  };
}

/**
 * Firebase Analytics (gtag), when a measurement id is set and the browser supports it. Its own
 * first page view is off and every event carries the redacted page, never the raw address bar.
 */
async function firebaseSink(): Promise<AnalyticsSink | null> {
  if (!firebaseSettings.web.measurementId) return null;
  const { initializeAnalytics, isSupported, logEvent, setDefaultEventParameters } =
    await import('firebase/analytics');
  if (!(await isSupported())) return null;
  let analytics: ReturnType<typeof initializeAnalytics> | null = null;
  return {
    pageView({ path, query, title }) {
      const page = {
        page_location: `${window.location.origin}${path}${query}`,
        page_path: path,
        page_title: title,
      };
      setDefaultEventParameters(page);
      analytics ??= initializeAnalytics(firebaseApp(), {
        config: { send_page_view: false, ...page },
      });
      logEvent(analytics, 'page_view', page);
    },
  };
}

/** The analytics backend of this build: Firebase in production, the local sink otherwise. */
export async function connectAnalytics(): Promise<AnalyticsSink | null> {
  return backendMode === 'production' ? firebaseSink() : localSink();
}
