import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '../constants';
import { recentTurns, type Turn } from './chat-api';

describe('recentTurns', () => {
  it('keeps the latest turns within the server limits, starting with a question', () => {
    const turns: Turn[] = Array.from({ length: 30 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `m${i}` }));
    const kept = recentTurns(turns);
    expect(kept.length).toBeLessThanOrEqual(CHAT_LIMITS.messages);
    expect(kept[0]!.role).toBe('user');
    expect(kept.at(-1)!.content).toBe('m29');
  });

  it('drops older turns that would take the conversation past the character limit', () => {
    const big = 'x'.repeat(CHAT_LIMITS.messageChars);
    const turns: Turn[] = [1, 2, 3, 4, 5].map((n) => ({ role: 'user', content: `${n}${big.slice(1)}` }));
    const kept = recentTurns(turns);
    expect(kept.map((t) => t.content[0])).toEqual(['2', '3', '4', '5']);
    expect(kept.reduce((n, t) => n + t.content.length, 0)).toBeLessThanOrEqual(CHAT_LIMITS.totalChars);
  });
});
