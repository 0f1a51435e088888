import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shop } from '@/settings/shop-settings';
import { ChatButton } from './ChatButton';

describe('chat button', () => {
  it("links to the shop's WhatsApp number with the greeting, in a new tab", () => {
    render(<ChatButton />);
    const link = screen.getByRole('link', { name: 'Talk to us? Chat with us on WhatsApp' });
    expect(link).toHaveAttribute(
      'href',
      `https://wa.me/${shop.phoneDigits}?text=${encodeURIComponent(shop.whatsappGreeting)}`,
    );
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/254\d{9}\?text=/);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("shows the label 'Talk to us?' beside the icon", () => {
    render(<ChatButton />);
    expect(screen.getByText('Talk to us?')).toBeInTheDocument();
  });

  it('prefills the message a page gives it, URL-encoded', () => {
    const text =
      'Hello! Is the Ankara maxi dress in size M? https://mtindo.co.ke/product-details/x/1';
    render(<ChatButton text={text} />);
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      `https://wa.me/${shop.phoneDigits}?text=${encodeURIComponent(text)}`,
    );
  });
});
