import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { setApiBase } from '@league/core/client';
import { AboutPage } from './about-page';

// The demo league's story, as GET /api/config carries it (the settings' demo default).
const story = {
  intro: 'A rivalry that grew into a league.',
  history: [
    { when: 'Mid-2020', title: 'NKT vs SKS', text: 'Two lanes, one tennis ball.', highlight: '' },
    { when: '2020', title: 'The first series', text: 'Seven matches.', highlight: 'NKT won 4-3' },
    { when: '2021', title: 'SKS strike back', text: 'A rematch.', highlight: 'SKS win' },
    { when: '2022', title: 'The auction system', text: 'Captains bid for players in an auction.', highlight: '' },
    { when: '2023', title: 'Two sections', text: 'More teams.', highlight: '' },
    { when: '2024', title: 'A season to remember', text: 'Sponsors.', highlight: '' },
    { when: '2025', title: 'Leather ball', text: 'Next up: leather-ball matches are planned for GICPL-H 2025.', highlight: 'Planned' },
  ],
  quotes: [
    { text: 'We played for bragging rights.', by: 'Rohan', role: 'Forefather' },
    { text: 'The auction changed everything.', by: 'Pranav', role: 'Managing Team' },
  ],
  people: [
    ...['A', 'B', 'C', 'D', 'E'].map((name) => ({ group: 'Forefathers', name, role: 'Founder' })),
    { group: 'Managing Team', name: 'F', role: 'Manager' },
    { group: 'Managing Team', name: 'G', role: 'Operations' },
    { group: 'Treasurer', name: 'H', role: 'Treasurer' },
    { group: 'Treasurer', name: 'I', role: 'Treasurer' },
  ],
  vision: 'Anyone can walk onto the ground and play.',
};
let config: Record<string, unknown> = { leagueName: 'GICPL Cricket League', registrationFormUrl: 'https://forms.example.org/register', story };
const server = setupServer(http.get('*/api/config', () => HttpResponse.json(config)));
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
  it('tells the history from mid-2020 to the 2025 plans, in order', async () => {
    renderAbout();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About the league');
    const items = within(await screen.findByRole('region', { name: 'How it all began' })).getAllByRole('listitem');
    const whens = items.map((li) => li.querySelector('.timeline__when')!.textContent);
    expect(whens).toEqual(['Mid-2020', '2020', '2021', '2022', '2023', '2024', '2025']);
    expect(items[0]).toHaveTextContent('NKT vs SKS');
    expect(items[1]).toHaveTextContent('NKT won 4-3');
    expect(items[2]).toHaveTextContent('SKS win');
    expect(items[3]).toHaveTextContent(/auction/i);
    expect(items[6]).toHaveTextContent(/leather-ball matches are planned for GICPL-H 2025/);
  });

  it('shows the quotes with sized pictures', async () => {
    renderAbout();
    const quotes = within(await screen.findByRole('region', { name: 'Iconic quotes' })).getAllByRole('figure');
    expect(quotes).toHaveLength(story.quotes.length);
    for (const quote of quotes) {
      const img = quote.querySelector('img')!;
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
  });

  it('lists the people in three groups: five forefathers, two managers, two treasurers', async () => {
    renderAbout();
    const people = await screen.findByRole('region', { name: 'The people behind it' });
    const count = (name: string) => within(within(people).getByRole('region', { name })).getAllByRole('listitem').length;
    expect([count('Forefathers'), count('Managing Team'), count('Treasurer')]).toEqual([5, 2, 2]);
  });

  it('ends with the vision and Register Now', async () => {
    renderAbout();
    const vision = await screen.findByRole('region', { name: 'Our vision' });
    expect(vision).toHaveTextContent(story.vision);
    expect(await within(vision).findByRole('link', { name: /Register Now/ })).toHaveAttribute('href', 'https://forms.example.org/register');
  });

  it("says a new league's story is still to be written, with none of the demo's words", async () => {
    config = { leagueName: 'Riverside League', registrationFormUrl: null, story: { intro: '', history: [], quotes: [], people: [], vision: '' } };
    renderAbout();
    expect(await screen.findByText("The league's story is still to be written")).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/GICPL|NKT|Kulkarni/);
  });
});
