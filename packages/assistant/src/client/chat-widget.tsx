/**
 * The assistant chat floating at the bottom right of public pages (spec 2 Assistant chat).
 * Loaded lazily by the shell after first paint; it imports no libraries beyond React.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { msg } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { CHAT_GREETING, CHAT_HINT_MS, CHAT_LIMITS } from '../constants';
import { askAssistant, type Turn } from './chat-api';
import { MessageText } from './message-text';
import './chat.css';

interface Message extends Turn {
  id: number;
  /** Error texts are shown but never sent back as conversation. */
  error?: boolean;
}

const WINDOW_ID = 'league-chat-window';
const INPUT_ID = 'league-chat-input';
/** The greeting (constants' CHAT_GREETING), drawn in the page's language from the id 0. */
const GREETING: Message = { id: 0, role: 'assistant', content: CHAT_GREETING };
/**
 * Spec 2's suggestion chips (constants' CHAT_CHIPS), in the page's language: a chip is sent
 * as the question, and the assistant answers in the language it is asked in.
 */
const CHIPS = [msg`Upcoming fixtures?`, msg`Top run-getters`, msg`How to register`];

export function ChatWidget() {
  const { i18n, t } = useLingui();
  const [open, setOpen] = useState(false);
  const [hint, setHint] = useState(true);
  const [messages, setMessages] = useState<Message[]>([GREETING]);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const nextId = useRef(1);
  const inFlight = useRef<AbortController | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  // Spec 2: the hint goes after 4 s, or as soon as the chat is opened.
  useEffect(() => {
    const id = window.setTimeout(() => setHint(false), CHAT_HINT_MS);
    return () => window.clearTimeout(id);
  }, []);
  useEffect(() => () => inFlight.current?.abort(), []);
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pending, open]);
  useEffect(() => {
    // Grows with the text up to four lines, then scrolls.
    const input = inputRef.current;
    if (!input) return;
    input.style.height = 'auto';
    input.style.height = `${Math.min(input.scrollHeight, 112)}px`;
  }, [draft, open]);

  function toggle() {
    setHint(false);
    setOpen((value) => !value);
  }

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  async function send(text: string) {
    const content = text.trim();
    if (!content || pending) return;
    const question: Message = { id: nextId.current++, role: 'user', content };
    const conversation = [...messages.slice(1), question].filter((m) => !m.error);
    setMessages((list) => [...list, question]);
    setDraft('');
    setPending(true);
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const result = await askAssistant(
        conversation.map(({ role, content: c }) => ({ role, content: c })),
        controller.signal,
        { error: t`Sorry, something went wrong.`, network: t`Network error.` },
      );
      setMessages((list) => [...list, { id: nextId.current++, role: 'assistant', content: result.text, error: !result.ok }]);
    } catch {
      return; // aborted: the widget is gone
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
    setPending(false);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send(draft);
  }

  function onInputKey(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter (and Enter while composing with an IME) stays a newline.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(draft);
    }
  }

  function onWindowKey(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  }

  const showChips = messages.length <= 1;

  return (
    <div className="chat">
      {open && (
        <section id={WINDOW_ID} className="chat-window" aria-labelledby="league-chat-title" onKeyDown={onWindowKey}>
          <header className="chat-header">
            <span className="chat-avatar" aria-hidden="true">
              <ChatIcon />
            </span>
            <div className="chat-heading">
              <h2 id="league-chat-title">
                <Trans>League Assistant</Trans>
              </h2>
              <p>
                <Trans>Teams, players, fixtures &amp; registration</Trans>
              </p>
            </div>
            <button type="button" className="chat-icon-button" aria-label={t`Close chat`} onClick={close}>
              <CloseIcon />
            </button>
          </header>

          <div ref={logRef} className="chat-log" role="log" aria-live="polite" aria-label={t`Conversation`} tabIndex={0}>
            {messages.map((m) => (
              <div key={m.id} className={`chat-msg chat-msg--${m.role}${m.error ? ' chat-msg--error' : ''}`}>
                <span className="ui-visually-hidden">{m.role === 'user' ? t`You:` : t`Assistant:`} </span>
                <MessageText text={m.id === GREETING.id ? t`How may I help you? I can assist with teams, players, fixtures & registration.` : m.content} />
              </div>
            ))}
            {pending && (
              <div className="chat-typing" role="status">
                <span className="ui-visually-hidden">
                  <Trans>Assistant is typing…</Trans>
                </span>
                <span className="chat-dot" aria-hidden="true" />
                <span className="chat-dot" aria-hidden="true" />
                <span className="chat-dot" aria-hidden="true" />
              </div>
            )}
          </div>

          {showChips && (
            <div className="chat-chips" role="group" aria-label={t`Suggestions`}>
              {CHIPS.map((descriptor) => {
                const chip = i18n._(descriptor);
                return (
                  <button key={chip} type="button" className="chat-chip" onClick={() => void send(chip)}>
                    {chip}
                  </button>
                );
              })}
            </div>
          )}

          <form className="chat-form" onSubmit={onSubmit}>
            <label htmlFor={INPUT_ID} className="ui-visually-hidden">
              <Trans>Your message</Trans>
            </label>
            <textarea
              id={INPUT_ID}
              ref={inputRef}
              className="chat-input"
              rows={1}
              value={draft}
              maxLength={CHAT_LIMITS.messageChars}
              placeholder={t`Ask about teams, fixtures…`}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onInputKey}
            />
            <button type="submit" className="chat-send" aria-label={t`Send`} disabled={!draft.trim() || pending}>
              <SendIcon />
            </button>
          </form>
        </section>
      )}

      {hint && !open && (
        <div className="chat-hint" aria-hidden="true">
          {t`How may I help you?`}
        </div>
      )}
      <button
        ref={toggleRef}
        type="button"
        className="chat-toggle"
        aria-label={t`Chat with the league assistant`}
        aria-expanded={open}
        aria-controls={open ? WINDOW_ID : undefined}
        onClick={toggle}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </button>
    </div>
  );
}

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
const ChatIcon = () => (
  <Svg>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12Z" />
    <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
  </Svg>
);
const CloseIcon = () => (
  <Svg>
    <path d="M18 6 6 18M6 6l12 12" />
  </Svg>
);
const SendIcon = () => (
  <Svg>
    <path d="m4 12 16-8-6 16-2.5-6.5L4 12Z" />
  </Svg>
);
