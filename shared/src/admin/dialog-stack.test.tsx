import { act, renderHook } from '@testing-library/react';
import { useDialogStack } from './useDialogStack';

interface Dialogs {
  details: { id: number };
  form: { id: number } | null;
}

const stack = () => renderHook(() => useDialogStack<Dialogs>());

/** A stack with record 1's form opened over its details in one step. */
function stackWithFormOverDetails() {
  const rendered = stack();
  act(() => {
    rendered.result.current.open('details', { id: 1 });
    rendered.result.current.open('form', { id: 1 });
  });
  return rendered;
}

describe('useDialogStack', () => {
  it('opens a dialog over its parent, and closing it brings the parent back', () => {
    const { result } = stack();
    act(() => result.current.open('details', { id: 1 }));
    act(() => result.current.open('form', { id: 1 }));
    expect(result.current.at('details')?.record).toEqual({ id: 1 });
    expect(result.current.at('form')?.record).toEqual({ id: 1 });

    act(() => result.current.close('form'));
    expect(result.current.at('form')).toBeUndefined();
    expect(result.current.at('details')?.record).toEqual({ id: 1 });
  });

  it('closing a kind twice (a dialog that reports "sent" and then "closed") leaves the dialog under it open', () => {
    const { result } = stackWithFormOverDetails();
    act(() => {
      result.current.close('form');
      result.current.close('form');
    });
    expect(result.current.at('details')?.record).toEqual({ id: 1 });
  });

  it('closing a dialog closes what was opened over it', () => {
    const { result } = stackWithFormOverDetails();
    act(() => result.current.close('details'));
    expect(result.current.at('details')).toBeUndefined();
    expect(result.current.at('form')).toBeUndefined();
  });

  it('closes the whole stack at once, as after a save', () => {
    const { result } = stackWithFormOverDetails();
    act(() => result.current.closeAll());
    expect(result.current.at('details')).toBeUndefined();
    expect(result.current.at('form')).toBeUndefined();
  });

  it('tells a create form (null record) from no form', () => {
    const { result } = stack();
    expect(result.current.at('form')).toBeUndefined();
    act(() => result.current.open('form', null));
    expect(result.current.at('form')).toEqual({ record: null });
  });

  it('reopening a kind closes it and what lies over it first, unless the open one serves', () => {
    const { result } = stackWithFormOverDetails();
    act(() => result.current.open('details', { id: 1 }, (open) => open.id === 1));
    expect(result.current.at('form')?.record).toEqual({ id: 1 });

    act(() => result.current.open('details', { id: 2 }, (open) => open.id === 2));
    expect(result.current.at('details')?.record).toEqual({ id: 2 });
    expect(result.current.at('form')).toBeUndefined();
  });
});
