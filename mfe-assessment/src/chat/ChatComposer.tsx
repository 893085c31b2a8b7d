import { chakra, IconButton, Input } from '@tulia/shared/chakra';
import { useState, type Ref } from 'react';
import { SendIcon } from './chat-icons';

export interface ChatComposerProps {
  /** Returns false when the text was not sent (empty or only spaces). */
  onSend: (text: string) => boolean;
  inputRef: Ref<HTMLInputElement>;
}

/** The message input: Enter or the send button submits. */
export function ChatComposer({ onSend, inputRef }: ChatComposerProps) {
  const [draft, setDraft] = useState('');
  return (
    <chakra.form
      onSubmit={(event) => {
        event.preventDefault();
        if (onSend(draft)) setDraft('');
      }}
      display="flex"
      gap="2"
      px="4"
      py="3"
      borderTopWidth="1px"
      borderColor="gray.200"
    >
      <Input
        ref={inputRef}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        aria-label="Type your message"
        placeholder="Type your message..."
        _placeholder={{ color: 'gray.600' }}
        autoComplete="off"
        maxLength={500}
      />
      <IconButton type="submit" aria-label="Send message" colorPalette="brand">
        <SendIcon />
      </IconButton>
    </chakra.form>
  );
}
