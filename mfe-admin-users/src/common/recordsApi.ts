import { apiClient } from '@tulia/shared/api-client';
import { messageResponseSchema } from '@tulia/shared/contract';
import type { ZodType } from 'zod';

/**
 * Create, update and delete of one kind of record under `path` (admin §7: POST path,
 * PUT path/{id}, DELETE path/{id}); answers are checked by the contract's schema.
 */
export function recordsApi<CreatePayload, UpdatePayload, Answer>(path: string, answerSchema: ZodType<Answer>) {
  return {
    create: (payload: CreatePayload) => apiClient.post(path, payload, { schema: answerSchema }),
    update: (id: number, payload: UpdatePayload) => apiClient.put(`${path}/${id}`, payload, { schema: answerSchema }),
    remove: (id: number) => apiClient.delete(`${path}/${id}`, { schema: messageResponseSchema }),
  };
}
