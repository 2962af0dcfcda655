import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './button';

describe('Button', () => {
  it('defaults to type="button" and the primary look', () => {
    render(<Button className="extra">Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('ui-btn', 'ui-btn--primary', 'ui-btn--md', 'extra');
  });

  it('while loading shows loadingText, is disabled and busy, and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingText="Saving..." onClick={onClick}>
        Save Expense
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its children while loading without loadingText', () => {
    render(<Button loading>Upload</Button>);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('is clickable and not busy when idle', async () => {
    const onClick = vi.fn();
    render(
      <Button variant="danger" size="sm" onClick={onClick}>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toHaveClass('ui-btn--danger', 'ui-btn--sm');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('ButtonLink', () => {
  it('renders a router link for `to`', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/finance" variant="secondary">
          Expense Tracker
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Expense Tracker' });
    expect(link).toHaveAttribute('href', '/finance');
    expect(link).toHaveClass('ui-btn', 'ui-btn--secondary');
  });

  it('opens external links in a new tab with a safe rel', () => {
    render(<ButtonLink href="https://forms.example.com/register">Register Now</ButtonLink>);
    const link = screen.getByRole('link', { name: 'Register Now' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves relative hrefs in the same tab', () => {
    render(<ButtonLink href="/about">About</ButtonLink>);
    const link = screen.getByRole('link', { name: 'About' });
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });
});
