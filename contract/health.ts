import { z } from 'zod';
import { endpoint } from './endpoint';

export const getHealth = endpoint({
  method: 'GET',
  path: '/api/health',
  access: 'public',
  summary: 'Tình trạng máy chủ và cơ sở dữ liệu',
  response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), uptimeSeconds: z.number() }),
});
