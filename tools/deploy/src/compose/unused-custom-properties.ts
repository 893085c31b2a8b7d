/**
 * Leaves out of a page's style tags the CSS custom properties nothing uses: Chakra writes every
 * token of the theme (about 50 KB) into the styles of any page it renders. Only for a page that
 * runs no script (the offline page): an app hydrating a page would draw later screens with
 * tokens its first screen did not use.
 */
const styleTag = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g;
/** A custom property's declaration (its value holds no `;` or braces in the theme's CSS). */
const declaration = /(--[\w-]+)\s*:[^;{}]*(?:;|(?=\}))/g;
const reference = /var\(\s*(--[\w-]+)/g;
const emptyRule = /[^{}]*\{\s*\}/g;

export function withoutUnusedCustomProperties(styleTags: string, markup: string): string {
  let sheets = [...styleTags.matchAll(styleTag)].map((match) => match[2] ?? '');
  // A property used only by properties nobody uses goes too: repeat until nothing changes.
  for (let changed = true; changed; ) {
    changed = false;
    const used = new Set([...`${sheets.join('\n')}\n${markup}`.matchAll(reference)].map((match) => match[1]));
    sheets = sheets.map((sheet) =>
      sheet.replace(declaration, (text: string, name: string) => {
        if (used.has(name)) return text;
        changed = true;
        return '';
      }),
    );
  }
  // Rules left empty (and at-rules holding only those) go too.
  sheets = sheets.map((sheet) => {
    let previous = '';
    while (previous !== sheet) [previous, sheet] = [sheet, sheet.replace(emptyRule, '')];
    return sheet;
  });
  let index = 0;
  return styleTags.replace(styleTag, (_text: string, open: string, _sheet: string, close: string) => `${open}${sheets[index++] ?? ''}${close}`);
}
