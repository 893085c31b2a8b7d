import { mailtoHref, safeWebUrl, telHref } from './links';

describe('links from typed text', () => {
  it('links only absolute http(s) URLs, taking the first that is one', () => {
    expect(safeWebUrl('https://example.org/a')).toBe('https://example.org/a');
    expect(safeWebUrl('javascript:alert(1)', ' http://example.org ')).toBe('http://example.org/');
    expect(safeWebUrl('JavaScript:alert(1)', 'data:text/html,hi', '/relative', 'ftp://x', null, undefined, '')).toBeNull();
  });

  it('makes a dialable tel: link', () => {
    expect(telHref('+254 722 178 177')).toBe('tel:+254722178177');
    expect(telHref('(0722) 178-177')).toBe('tel:0722178177');
    expect(telHref('call us')).toBeNull();
  });

  it('makes a mailto: link only for an address', () => {
    expect(mailtoHref('wanjiku@example.com')).toBe('mailto:wanjiku@example.com');
    expect(mailtoHref('a+b@example.com')).toBe('mailto:a%2Bb@example.com');
    expect(mailtoHref('not an address')).toBeNull();
    expect(mailtoHref('x@y"><script>')).toBeNull();
  });
});
