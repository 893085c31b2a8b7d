// Resolves `drizzle-orm` imports as if made from the api package (see drizzle-kit.mjs).
const apiPackage = new URL('../package.json', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: apiPackage });
  }
  return next(specifier, context);
}
