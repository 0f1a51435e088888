import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { shop } from '@/settings/shop-settings';
import { ChatButton } from './ChatButton';
import { ChatTextProvider, useChatText } from './chat-text';

const question = 'Hello Mtindo! I would like to ask about Kitenge Shift Dress';

function ProductPageStandIn() {
  useChatText(question);
  return <p>About the dress</p>;
}

function Layout() {
  const [showProduct, setShowProduct] = useState(true);
  return (
    <ChatTextProvider>
      {showProduct ? <ProductPageStandIn /> : null}
      <button type="button" onClick={() => setShowProduct(false)}>
        Leave
      </button>
      <ChatButton />
    </ChatTextProvider>
  );
}

const hrefWith = (text: string) =>
  `https://wa.me/${shop.phoneDigits}?text=${encodeURIComponent(text)}`;

describe('chat text of the page shown', () => {
  it("prefills the page's message while it shows, and the greeting once it is left", async () => {
    render(<Layout />);
    const chat = screen.getByRole('link', { name: /Chat with us on WhatsApp/ });
    expect(chat).toHaveAttribute('href', hrefWith(question));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(chat).toHaveAttribute('href', hrefWith(shop.whatsappGreeting));
  });
});
