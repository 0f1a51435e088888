import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RetryAlert } from './RetryAlert';

describe('RetryAlert', () => {
  it('announces the message and what is kept, and Retry calls back once', async () => {
    const onRetry = vi.fn();
    render(
      <RetryAlert
        message="Our shop is not answering."
        kept="What you typed is kept."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Our shop is not answering. What you typed is kept.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says something went wrong when the failure came without a message', () => {
    render(<RetryAlert message={null} onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('submits the form it sits in, to send what it holds again', async () => {
    const submitted = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={submitted}>
        <RetryAlert look="notice" message="Not sent." submits />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('is not announced for a part of the page the shopper did not ask for', () => {
    render(<RetryAlert look="quiet" message="Not loaded." onRetry={() => undefined} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Not loaded.')).toBeInTheDocument();
  });
});
