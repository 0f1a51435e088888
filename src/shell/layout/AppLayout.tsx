import { Suspense } from 'react';
import { AnalyticsPageViews } from '../analytics/AnalyticsPageViews';
import { ScrollToTop } from '../app/ScrollToTop';
import { useCartCount, useWishlistCount } from '@/cart/use-shopping-lists';
import { PanelsActor, usePanels } from '../use-panels';
import { useStickyHeader } from '../use-sticky-header';
import { BadgeAnnouncer } from '../badge-announcer/BadgeAnnouncer';
import { BottomTabBar } from '../bottom-tab-bar/BottomTabBar';
import { ChatButton } from '../chat-button/ChatButton';
import { ChatTextProvider } from '../chat-button/chat-text';
import { DiscountCodeFromLink } from '../discount-link/DiscountCodeFromLink';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { Panels } from '../panels/Panels';
import { Spinner } from '@/ui/spinner/Spinner';
import { ToastHost } from '../toasts/ToastHost';
import { TopBar } from '../top-bar/TopBar';
import { PageChangeLoading } from './PageChangeLoading';
import { PageOutlet } from './PageOutlet';
import styles from './AppLayout.module.css';

/** The frame every page shares (docs/shop-rules.md); pages arrive on demand behind Loading. */
export function AppLayout() {
  return (
    <PanelsActor.Provider>
      <ScrollToTop />
      <DiscountCodeFromLink />
      <AnalyticsPageViews />
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <TopBar />
      <ShopHeader />
      <ChatTextProvider>
        <main id="main" tabIndex={-1} className={styles.main}>
          <Suspense fallback={<Spinner />}>
            <PageChangeLoading />
            <PageOutlet />
          </Suspense>
        </main>
        <Footer />
        {/* A landmark of its own, so no content of the page sits outside every landmark. */}
        <aside aria-label="Chat with us">
          <ChatButton />
        </aside>
      </ChatTextProvider>
      <ShopTabBar />
      <Panels />
      <ToastHost />
    </PanelsActor.Provider>
  );
}

function ShopHeader() {
  const sticky = useStickyHeader();
  const panels = usePanels();
  const cartCount = useCartCount();
  const wishlistCount = useWishlistCount();
  return (
    <>
      <Header
        sticky={sticky}
        cartCount={cartCount}
        wishlistCount={wishlistCount}
        onOpenMenu={() => panels.open('menu')}
        onOpenWishlist={() => panels.open('wishlist')}
        onOpenCart={() => panels.open('cart')}
      />
      <BadgeAnnouncer cart={cartCount} wishlist={wishlistCount} />
    </>
  );
}

function ShopTabBar() {
  const panels = usePanels();
  return <BottomTabBar onOpenWishlist={() => panels.open('wishlist')} />;
}
