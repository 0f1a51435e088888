import { connectAnalytics } from '@/data/analytics';
import { redactPageView, type PageView } from './redact';

/**
 * Loaded once the page is idle, never in the first load of /: connects the analytics backend
 * and answers how to send a page view, redacted before it leaves; null when analytics is off.
 */
export async function startAnalytics(): Promise<((view: PageView) => void) | null> {
  const sink = await connectAnalytics();
  if (!sink) return null;
  return (view) => sink.pageView(redactPageView(view));
}
