/** Schedule: server-side public door. */
export { schedulePlugin } from './plugin';
export { seedScheduleDemo } from './demo';
export * as scheduleSchema from './schema';
