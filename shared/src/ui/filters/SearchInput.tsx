import { Input, InputGroup } from '@tulia/shared/chakra';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface SearchInputProps {
  /** The accessible name and placeholder, e.g. 'Search users by name, email or username'. */
  label: string;
  value: string;
  onSearch: (value: string) => void;
  /** Waits this long after the last key before searching, so each keystroke is not a request. */
  debounceMs?: number;
}

function SearchIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </svg>
  );
}

/** A search box that searches on the server as the admin types (debounced). */
export function SearchInput({ label, value, onSearch, debounceMs = 300 }: SearchInputProps) {
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  // The parent may reset the search (e.g. Refresh): follow it.
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }
  // A new onSearch each time the address changes (a filter chosen while typing) must not
  // restart the wait, or the typed search would keep being put off.
  const search = useRef(onSearch);
  useLayoutEffect(() => {
    search.current = onSearch;
  }, [onSearch]);
  useEffect(() => {
    if (text === value) return undefined;
    const timer = window.setTimeout(() => search.current(text), debounceMs);
    return () => window.clearTimeout(timer);
  }, [text, value, debounceMs]);
  return (
    <InputGroup startElement={<SearchIcon />} flex="1" minW={{ base: 'full', md: '64' }}>
      <Input
        type="search"
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text);
        }}
      />
    </InputGroup>
  );
}
