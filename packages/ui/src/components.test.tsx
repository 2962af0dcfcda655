import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Avatar } from './avatar';
import { ErrorBanner, Notice } from './feedback';
import { Field, TextInput } from './field';
import { SearchInput } from './search-input';
import { SkeletonCards } from './skeleton';

describe('SearchInput', () => {
  function Harness({ onClear }: { onClear?: () => void }) {
    const [value, setValue] = useState('');
    return <SearchInput value={value} onChange={setValue} label="Search players" placeholder="Search by name" onClear={onClear} />;
  }

  it('has an accessible name and a clear button only while it has text', async () => {
    const onClear = vi.fn();
    render(<Harness onClear={onClear} />);
    const box = screen.getByRole('searchbox', { name: 'Search players' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await userEvent.type(box, 'kohli');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(onClear).toHaveBeenCalledOnce();
  });
});

describe('Field', () => {
  it('wires label, hint, error and required into the input', () => {
    render(
      <Field label="Item name" hint="What was bought" error="Item and amount are required" required>
        <TextInput />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Item name' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('What was bought Item and amount are required');
  });

  it('lets `invalid` on the input mark it without a Field', () => {
    render(<TextInput aria-label="Amount" invalid />);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Avatar', () => {
  it('shows the photo with alt text and explicit size, and falls back to initials on error', () => {
    render(<Avatar name="Rohit Sharma" src="/p/rohit.jpg" size="lg" />);
    const img = screen.getByRole('img', { name: 'Rohit Sharma' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('width', '64');
    expect(img).toHaveAttribute('loading', 'lazy');
    fireEvent.error(img);
    const fallback = screen.getByRole('img', { name: 'Rohit Sharma' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('RS');
  });
});

describe('feedback', () => {
  it('SkeletonCards renders count cards behind one busy status', () => {
    render(<SkeletonCards count={6} label="Loading teams" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading teams');
    expect(screen.getByTestId('skeleton-cards').children).toHaveLength(6);
  });

  it('ErrorBanner is an alert with an optional Retry', async () => {
    const onRetry = vi.fn();
    render(<ErrorBanner message="Failed to load teams" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load teams');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('Notice uses status for success and alert for errors', () => {
    render(
      <>
        <Notice tone="success">Expense added successfully! ✅</Notice>
        <Notice tone="error">Error: Failed</Notice>
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Expense added successfully!');
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Failed');
  });
});
