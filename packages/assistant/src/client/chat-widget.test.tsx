// Brings the jest-dom matcher types to the compiler (the shared setup file installs them).
import '@testing-library/jest-dom/vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_GREETING, CHAT_SYSTEM_PROMPT } from '../constants';
import { chatHandlers, createChatStub, type ChatStub } from '../testing';
import { ChatWidget } from './chat-widget';

const server = setupServer();
let stub: ChatStub;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  stub = createChatStub();
  server.resetHandlers(...chatHandlers(stub));
});
afterEach(() => vi.useRealTimers());
afterAll(() => server.close());

const toggle = () => screen.getByRole('button', { name: 'Chat with the league assistant' });
const input = () => screen.getByLabelText('Your message');
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const log = () => screen.getByRole('log', { name: 'Conversation' });

async function openChat() {
  const user = userEvent.setup();
  render(<ChatWidget />);
  await user.click(toggle());
  return user;
}

describe('opening and closing', () => {
  it('opens the window with the greeting and focuses the input; the toggle reports its state', async () => {
    const user = userEvent.setup();
    render(<ChatWidget />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'League Assistant' })).not.toBeInTheDocument();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'League Assistant' })).toBeInTheDocument();
    expect(within(log()).getByText(CHAT_GREETING)).toBeInTheDocument();
    expect(input()).toHaveFocus();
    await user.click(toggle());
    expect(screen.queryByRole('region', { name: 'League Assistant' })).not.toBeInTheDocument();
  });

  it('closes with Escape or the close button and gives focus back to the toggle', async () => {
    const user = await openChat();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
  });
});

describe('the hint bubble', () => {
  it('shows "How may I help you?" for 4 s', () => {
    vi.useFakeTimers();
    render(<ChatWidget />);
    expect(screen.getByText('How may I help you?')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByText('How may I help you?')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('How may I help you?')).not.toBeInTheDocument();
  });

  it('goes as soon as the chat is opened, and does not come back on close', async () => {
    vi.useFakeTimers();
    render(<ChatWidget />);
    act(() => toggle().click());
    expect(screen.queryByText('How may I help you?')).not.toBeInTheDocument();
    act(() => toggle().click());
    expect(screen.queryByText('How may I help you?')).not.toBeInTheDocument();
  });
});

describe('asking', () => {
  it('shows the chips only while the greeting is alone, and a chip asks its question', async () => {
    stub.reply = () => 'Rohit Deshmukh leads with 412 runs.';
    const user = await openChat();
    const chips = within(screen.getByRole('group', { name: 'Suggestions' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['Upcoming fixtures?', 'Top run-getters', 'How to register']);
    await user.click(screen.getByRole('button', { name: 'Top run-getters' }));
    expect(screen.queryByRole('group', { name: 'Suggestions' })).not.toBeInTheDocument();
    expect(await within(log()).findByText('Rohit Deshmukh leads with 412 runs.')).toBeInTheDocument();
    expect(stub.requests).toEqual([{ sys: CHAT_SYSTEM_PROMPT, messages: [{ role: 'user', content: 'Top run-getters' }] }]);
  });

  it('sends with Enter; Shift+Enter adds a new line instead', async () => {
    const user = await openChat();
    await user.type(input(), 'Next match?{Shift>}{Enter}{/Shift}of Kaveri Kings');
    expect(input()).toHaveValue('Next match?\nof Kaveri Kings');
    expect(stub.requests).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(stub.requests).toHaveLength(1));
    expect(stub.requests[0]!.messages).toEqual([{ role: 'user', content: 'Next match?\nof Kaveri Kings' }]);
    expect(input()).toHaveValue('');
    expect(await within(log()).findByText(/You asked: Next match\?/)).toBeInTheDocument();
  });

  it('disables Send while the input is empty and while a reply is pending, with a typing indicator', async () => {
    // Long enough that typing below (slow on a busy machine) happens while the reply is pending.
    server.resetHandlers(...chatHandlers(stub, { delayMs: 2000 }));
    const user = await openChat();
    expect(sendButton()).toBeDisabled();
    await user.type(input(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(input(), 'hello');
    expect(sendButton()).toBeEnabled();
    await user.click(sendButton());
    expect(screen.getByRole('status')).toHaveTextContent('Assistant is typing…');
    await user.type(input(), 'again');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(await within(log()).findByText('You asked: hello', undefined, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(stub.requests).toHaveLength(1);
    expect(sendButton()).toBeEnabled();
  });

  it('sends the conversation so far, without the greeting or error texts', async () => {
    let calls = 0;
    stub.reply = () => (++calls === 2 ? new Response('oops', { status: 500 }) : `Answer ${calls}`);
    const user = await openChat();
    for (const question of ['one', 'two', 'three']) {
      await user.type(input(), `${question}{Enter}`);
      await waitFor(() => expect(sendButton()).toBeDisabled());
      await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    }
    expect(stub.requests[2]!.messages).toEqual([
      { role: 'user', content: 'one' },
      { role: 'assistant', content: 'Answer 1' },
      { role: 'user', content: 'two' },
      { role: 'user', content: 'three' },
    ]);
  });
});

describe('errors and unsafe replies', () => {
  async function askOnce(text = 'hi') {
    const user = await openChat();
    await user.type(input(), `${text}{Enter}`);
    return user;
  }

  it("shows 'Sorry, something went wrong.' when the reply is not successful", async () => {
    stub.reply = () => HttpResponse.json({ success: false }, { status: 200 });
    await askOnce();
    expect(await within(log()).findByText('Sorry, something went wrong.')).toBeInTheDocument();
  });

  it("shows 'Sorry, something went wrong.' on a server error", async () => {
    stub.reply = () => HttpResponse.json({ success: false, message: 'Something went wrong' }, { status: 500 });
    await askOnce();
    expect(await within(log()).findByText('Sorry, something went wrong.')).toBeInTheDocument();
  });

  it("shows 'Network error.' when the request fails", async () => {
    server.resetHandlers(http.post('*/api/ai/chat', () => HttpResponse.error()));
    await askOnce();
    expect(await within(log()).findByText('Network error.')).toBeInTheDocument();
  });

  it("shows the server's reason for a refusal such as the rate limit", async () => {
    stub.reply = () => HttpResponse.json({ success: false, message: 'Too many requests. Please try again in 42 seconds.' }, { status: 429 });
    await askOnce();
    expect(await within(log()).findByText('Too many requests. Please try again in 42 seconds.')).toBeInTheDocument();
  });

  it('renders markup in a reply as text, and only http(s) addresses as safe links', async () => {
    stub.reply = () => 'Look <img src=x onerror="alert(1)"> here: https://forms.example.org/register. Or javascript:alert(1)';
    await askOnce();
    const reply = await within(log()).findByText(/Look <img src=x onerror="alert\(1\)"> here:/);
    expect(document.querySelector('img')).toBeNull();
    const link = within(reply).getByRole('link', { name: 'https://forms.example.org/register' });
    expect(link).toHaveAttribute('href', 'https://forms.example.org/register');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(reply).getAllByRole('link')).toHaveLength(1);
  });
});
