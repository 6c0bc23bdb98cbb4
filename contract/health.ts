import { z } from 'zod';
import { endpoint } from './endpoint';

export const getHealth = endpoint({
  method: 'GET',
  path: '/api/health',
  access: 'public',
  summary: 'Tình trạng máy chủ và cơ sở dữ liệu',
  response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), uptimeSeconds: z.number() }),
});

const dependencyState = z.enum(['ok', 'down']);

/**
 * Whether this process should get traffic: its database answers, and Redis when it is
 * configured ('none' otherwise); 503 with the same body when not, or while it shuts down.
 * `/api/health` says only that the process is alive.
 */
export const getReady = endpoint({
  method: 'GET',
  path: '/api/ready',
  access: 'public',
  summary: 'Máy chủ sẵn sàng nhận yêu cầu (cơ sở dữ liệu, Redis)',
  response: z.object({
    status: z.enum(['ready', 'unavailable']),
    database: dependencyState,
    redis: z.enum(['ok', 'down', 'none']),
    shuttingDown: z.boolean(),
  }),
});
