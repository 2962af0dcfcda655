/** Assistant: server-side public door. */
export { assistantPlugin } from './plugin';
export { seedAssistantDemo } from './demo';
export * as assistantSchema from './schema';
