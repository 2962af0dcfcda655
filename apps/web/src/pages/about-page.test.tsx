import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { setApiBase } from '@league/core/client';
import { about } from '../content/about';
import { AboutPage } from './about-page';

const server = setupServer(
  http.get('*/api/config', () => HttpResponse.json({ leagueName: 'GICPL Cricket League', registrationFormUrl: 'https://forms.example.org/register' })),
);
beforeAll(() => {
  setApiBase('http://localhost');
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

function renderAbout() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the About page', () => {
  it('tells the history from mid-2020 to the 2025 plans, in order', () => {
    renderAbout();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About the league');
    const items = within(screen.getByRole('region', { name: 'How it all began' })).getAllByRole('listitem');
    const whens = items.map((li) => li.querySelector('.timeline__when')!.textContent);
    expect(whens).toEqual(['Mid-2020', '2020', '2021', '2022', '2023', '2024', '2025']);
    expect(items[0]).toHaveTextContent('NKT vs SKS');
    expect(items[1]).toHaveTextContent('NKT won 4-3');
    expect(items[2]).toHaveTextContent('SKS win');
    expect(items[3]).toHaveTextContent(/auction/i);
    expect(items[6]).toHaveTextContent(/leather-ball matches are planned for GICPL-H 2025/);
  });

  it('shows the quotes with sized, described pictures', () => {
    renderAbout();
    const quotes = within(screen.getByRole('region', { name: 'Iconic quotes' })).getAllByRole('figure');
    expect(quotes).toHaveLength(about.quotes.length);
    for (const quote of quotes) {
      const img = within(quote).getByRole('img');
      expect(img.getAttribute('alt')).not.toBe('');
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
  });

  it('lists the people in three groups: five forefathers, two managers, two treasurers', () => {
    renderAbout();
    const people = screen.getByRole('region', { name: 'The people behind it' });
    const count = (name: string) => within(within(people).getByRole('region', { name })).getAllByRole('listitem').length;
    expect([count('Forefathers'), count('Managing Team'), count('Treasurer')]).toEqual([5, 2, 2]);
  });

  it('ends with the vision and Register Now', async () => {
    renderAbout();
    const vision = screen.getByRole('region', { name: 'Our vision' });
    expect(vision).toHaveTextContent(about.vision);
    expect(await within(vision).findByRole('link', { name: /Register Now/ })).toHaveAttribute('href', 'https://forms.example.org/register');
  });
});
