import type { ItemResponse, PublicItem } from '../../../core/items/item-types';
import { MultipleChoiceInput, MultiselectInput } from './choice-inputs';
import type { GradedResult } from './response-rules';
import { InlineChoiceInput, NumericEntryInput, ShortResponseInput } from './text-inputs';

export { isResponseComplete } from './response-rules';

interface ItemResponseInputProps {
  item: PublicItem;
  value: ItemResponse | undefined;
  onChange: (value: ItemResponse) => void;
  locked: boolean;
  /** After grading: marks the right choice green and a wrong chosen one red. */
  result?: GradedResult | undefined;
  /** Enter in a number box asks to check the answer (when what was typed reads as a number). */
  onSubmitRequest?: (() => void) | undefined;
}

/**
 * The answer area of any item: A–D buttons, checkboxes, a number box, drop-downs in a sentence or a
 * text box. It only reports the response; the screen decides when to grade it.
 */
export function ItemResponseInput({
  item,
  value,
  onChange,
  locked,
  result,
  onSubmitRequest,
}: ItemResponseInputProps) {
  const interaction = item.interaction;
  switch (interaction.type) {
    case 'multiple-choice':
      return (
        <MultipleChoiceInput
          choices={interaction.choices}
          chosen={value?.type === 'multiple-choice' ? String(value.choice) : undefined}
          onChoose={(choice) => onChange({ type: 'multiple-choice', choice })}
          locked={locked}
          result={result}
        />
      );
    case 'multiselect':
      return (
        <MultiselectInput
          choices={interaction.choices}
          selectCount={interaction.selectCount}
          chosen={value?.type === 'multiselect' ? value.choices.map(String) : []}
          onChange={(choices) => onChange({ type: 'multiselect', choices })}
          locked={locked}
          result={result}
        />
      );
    case 'numeric-entry':
      return (
        <NumericEntryInput
          interaction={interaction}
          text={value?.type === 'numeric-entry' ? value.text : ''}
          onChange={(text) => onChange({ type: 'numeric-entry', text })}
          locked={locked}
          result={result}
          onSubmitRequest={onSubmitRequest}
        />
      );
    case 'inline-choice':
      return (
        <InlineChoiceInput
          interaction={interaction}
          selections={value?.type === 'inline-choice' ? value.selections : {}}
          onChange={(selections) => onChange({ type: 'inline-choice', selections })}
          locked={locked}
          result={result}
        />
      );
    case 'short-response':
      return (
        <ShortResponseInput
          interaction={interaction}
          text={value?.type === 'short-response' ? value.text : ''}
          onChange={(text) => onChange({ type: 'short-response', text })}
          locked={locked}
          result={result}
        />
      );
  }
}
