import { resourcePayloadSchema, type Resource, type ResourceInput, type ResourcePayload } from '@tulia/shared/contract';

/**
 * The resource form's rules: the contract's payload without file_url, which the form does not
 * edit (an existing file_url is carried over on update, so saving never drops it).
 */
export const resourceFormSchema = resourcePayloadSchema.omit({ file_url: true });
export type ResourceFormValues = Omit<ResourceInput, 'file_url'>;
export type ResourceFormOutput = Omit<ResourcePayload, 'file_url'>;

/** Defaults: Mental Health, article, active. */
export function resourceFormDefaults(resource: Resource | null): ResourceFormValues {
  if (!resource) {
    return { title: '', description: '', category: 'Mental Health', resource_type: 'article', url: '', phone: '', image_url: '', tags: '', is_active: true };
  }
  return {
    title: resource.title,
    description: resource.description,
    category: resource.category,
    resource_type: resource.resource_type,
    url: resource.url,
    phone: resource.phone ?? '',
    image_url: resource.image_url ?? '',
    tags: resource.tags.join(', '),
    is_active: resource.is_active,
  };
}

/**
 * What is sent: the validated form (tags already split, trimmed, empties dropped) with an empty
 * phone or image URL left out.
 */
export function toResourcePayload(values: ResourceFormOutput, existing: Resource | null): ResourceInput {
  const { phone, image_url: imageUrl, ...required } = values;
  return {
    ...required,
    ...(phone ? { phone } : {}),
    ...(imageUrl ? { image_url: imageUrl } : {}),
    ...(existing?.file_url ? { file_url: existing.file_url } : {}),
  };
}
