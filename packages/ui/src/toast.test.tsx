import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast';

function Trigger({ message, durationMs }: { message: string; durationMs?: number }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message, { tone: 'success', durationMs })}>
      Notify
    </button>
  );
}

describe('Toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast in a polite live region and closes it with its Close button', () => {
    render(
      <ToastProvider>
        <Trigger message="Dashboard refreshed" />
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' }).firstElementChild;
    expect(region).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(region).toHaveTextContent('Dashboard refreshed');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Dashboard refreshed')).not.toBeInTheDocument();
  });

  it('dismisses itself after 3000 ms by default', () => {
    render(
      <ToastProvider>
        <Trigger message="Link copied" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByText('Link copied')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it('keeps a toast with durationMs 0 until closed', () => {
    render(
      <ToastProvider>
        <Trigger message="Sticky" durationMs={0} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Sticky')).toBeInTheDocument();
  });

  it('does nothing (and does not throw) without a provider', () => {
    render(<Trigger message="Lost" />);
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.queryByText('Lost')).not.toBeInTheDocument();
  });
});
