import { Box, Button, Stack, Text } from '@tulia/shared/chakra';
import { CONTACT_NOTE_KINDS, contactNotePayloadSchema, type ContactMessage, type ContactNoteKind } from '@tulia/shared/contract';
import { RecordSection, useAdminMutation, useAdminQuery } from '@tulia/shared/admin';
import { SelectField, TextAreaField, formatDateTime } from '@tulia/shared/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { contactMessagesList } from './contact-messages-list';
import { noteKindLabel } from './triage';
import { contactNotesKey } from './triage-list';
import type { OutcomeRequest } from './useMessageActions';

const kindOptions = CONTACT_NOTE_KINDS.map((kind) => ({ value: kind, label: noteKindLabel[kind] }));

export interface ContactNotesProps {
  message: ContactMessage;
  /** Set when closing was refused for want of an outcome note: the form turns to it. */
  outcomeRequest: OutcomeRequest | null;
}

/**
 * The message's note history (append-only: who, when, what kind, the text) and a form to add
 * one. A call, a referral or emergency services count as the first response. The form keeps
 * what was typed until the note is saved, whatever else happens in the dialog.
 */
export function ContactNotes({ message, outcomeRequest }: ContactNotesProps) {
  const notes = useAdminQuery(contactNotesKey(message.id), (signal) => contactMessagesList.api.notes(message.id, signal));
  const [kind, setKind] = useState<ContactNoteKind>('note');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const add = useAdminMutation({
    changes: [contactMessagesList],
    run: (note: { kind: ContactNoteKind; text: string }) => contactMessagesList.api.addNote(message.id, note),
    texts: { success: 'Note Added', failure: 'Failed to add note' },
  });

  const asked = outcomeRequest?.messageId === message.id ? outcomeRequest : null;
  const askedAt = asked?.at;
  // A new request turns the kind to the outcome the server asks for; whatever was typed stays.
  const [answeredAsk, setAnsweredAsk] = useState<number | undefined>(undefined);
  if (askedAt !== answeredAsk) {
    setAnsweredAsk(askedAt);
    if (askedAt !== undefined) setKind('outcome');
  }
  useEffect(() => {
    if (askedAt !== undefined) textRef.current?.focus();
  }, [askedAt]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = contactNotePayloadSchema.safeParse({ kind, text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Note is required');
      textRef.current?.focus();
      return;
    }
    setError(undefined);
    if (await add.mutate(checked.data)) {
      setText('');
      setKind('note');
    }
  };

  return (
    <RecordSection
      id={`notes-${message.id}`}
      title="Notes"
      query={notes}
      entries={notes.data?.notes ?? []}
      texts={{ loading: 'Loading notes...', failure: 'Failed to fetch notes', empty: 'No notes yet.', list: 'Note history' }}
      entryKey={(note) => note.id}
      entryStyle={(note) => ({ borderLeftWidth: '3px', borderColor: note.kind === 'note' ? 'gray.300' : 'brand.600', pl: '3' })}
      renderEntry={(note) => (
        <>
          <Text color="gray.700">
            <Text as="span" fontWeight="semibold" color="gray.900">
              {noteKindLabel[note.kind]}
            </Text>{' '}
            · {note.author?.full_name ?? 'Unknown'} · <time dateTime={note.created_at}>{formatDateTime(note.created_at)}</time>
          </Text>
          <Text color="gray.900" whiteSpace="pre-wrap" wordBreak="break-word">
            {note.text}
          </Text>
        </>
      )}
    >
      {message.status !== 'closed' && asked ? (
        <Box role="status" mt="4" p="3" borderRadius="md" bg="blue.50" borderWidth="1px" borderColor="blue.200">
          <Text color="gray.900">{asked.reason}</Text>
          <Text color="gray.800">Write the outcome below, then close the message again.</Text>
        </Box>
      ) : null}
      <Stack asChild gap="3" mt="4">
        <form onSubmit={(event) => void submit(event)} aria-label="Add a note" noValidate>
          <SelectField
            label="Kind"
            options={kindOptions}
            value={kind}
            onChange={(event) => setKind(CONTACT_NOTE_KINDS.find((value) => value === event.target.value) ?? 'note')}
          />
          <TextAreaField
            ref={textRef}
            label="Note"
            required
            rows={3}
            value={text}
            error={error}
            helperText="Notes are kept for good: they cannot be edited or removed."
            onChange={(event) => setText(event.target.value)}
          />
          <Box>
            <Button type="submit" size="sm" colorPalette="brand" loading={add.pending} loadingText="Adding...">
              Add Note
            </Button>
          </Box>
        </form>
      </Stack>
    </RecordSection>
  );
}
