/** Schedule: zod contract shared by forms, routes and tests. */
import { z } from 'zod';

export const schedulePaths = {} as const;
export const _placeholder = z.never();
