import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { isSticky } from '../../machines/sticky-header/selectors';
import { stickyHeaderMachine } from '../../machines/sticky-header/sticky-header.machine';

/**
 * Feeds the sticky-header machine from a passive scroll listener, at most once per frame, and
 * answers whether the header is sticky.
 */
export function useStickyHeader(): boolean {
  const header = useActorRef(stickyHeaderMachine);
  useEffect(() => {
    let frame = 0;
    const report = () => {
      frame = 0;
      // iOS bounces past the bottom and springs back: clamp, or the bounce reads as scrolling up.
      const bottom = document.documentElement.scrollHeight - window.innerHeight;
      header.send({ type: 'header.scrolled', y: Math.min(window.scrollY, Math.max(0, bottom)) });
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(report);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [header]);
  return useSelector(header, isSticky);
}
