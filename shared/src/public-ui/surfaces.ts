/**
 * The surfaces the public pages are drawn on, as Chakra style props to spread on a box. Both
 * public remotes use them, so a card looks the same on the site and in the self-assessment.
 * Plain objects, not components: a page keeps its own element and the order of its style props
 * (the server-rendered class names stay those the page had).
 */

/** A white card with a thin grey outline (forms, contact channels, the assessment's question, the chat). */
export const outlinedCard = { bg: 'white', borderWidth: '1px', borderColor: 'gray.200' } as const;
