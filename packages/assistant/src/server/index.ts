/** Assistant: server-side public door. */
export { assistantPlugin, checkBounds, type AssistantOptions } from './plugin';
export { seedAssistantDemo } from './demo';
export { builtInAnswer, detectIntent, HIDDEN_PERSON_REPLY, UNKNOWN_REPLY, type Intent } from './intents';
export { loadLeagueFacts, type LeagueFacts } from './facts';
export type { LlmSettings } from './llm';
export * as assistantSchema from './schema';
