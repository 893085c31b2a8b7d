import { useRef, useState, type KeyboardEvent } from 'react';
import type { AnswerOption } from '../question-bank';

export interface AnswerOptionsProps {
  options: readonly AnswerOption[];
  selectedScore: number | undefined;
  onChoose: (score: number) => void;
  /** Id of the question heading that names the group. */
  labelledBy: string;
}

/**
 * The options of one question as a radio group with a roving tab stop: Tab enters the group on
 * the chosen option (or the first), Arrow keys and Home/End move between options, Space or
 * Enter chooses. Arrow keys move focus without choosing, unlike a plain radio group, because a
 * choice auto-advances to the next question: choosing on every arrow press would
 * carry a keyboard user past the question before they reached the answer they meant.
 */
export function AnswerOptions({ options, selectedScore, onChoose, labelledBy }: AnswerOptionsProps) {
  const selectedIndex = options.findIndex((option) => option.score === selectedScore);
  const [tabStop, setTabStop] = useState(selectedIndex >= 0 ? selectedIndex : 0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const focusOption = (at: number) => {
    const target = (at + options.length) % options.length;
    setTabStop(target);
    buttons.current[target]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowRight: at + 1,
      ArrowUp: at - 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: options.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    focusOption(to);
  };

  // Tapped before the script that answers it was there, an option is drawn as chosen at once
  // (its `data-waking` mark, put by the wake-up script; see the stylesheet).
  return (
    <div className="ta-options" role="radiogroup" aria-labelledby={labelledBy}>
      {options.map((option, at) => (
        <button
          key={option.text}
          ref={(element) => {
            buttons.current[at] = element;
          }}
          type="button"
          role="radio"
          className="ta-option"
          aria-checked={option.score === selectedScore}
          tabIndex={at === tabStop ? 0 : -1}
          onClick={() => {
            setTabStop(at);
            onChoose(option.score);
          }}
          onKeyDown={(event) => onKeyDown(event, at)}
          onFocus={() => setTabStop(at)}
        >
          <span className="ta-option__mark" data-answer-mark="" aria-hidden="true" />
          {option.text}
        </button>
      ))}
    </div>
  );
}
