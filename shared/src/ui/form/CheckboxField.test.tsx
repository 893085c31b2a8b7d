import { ChakraProvider } from '@tulia/shared/chakra';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { system } from '@tulia/shared/theme';
import { CheckboxField } from './CheckboxField';

function Harness({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(true);
  return (
    <CheckboxField
      label="Active"
      checked={checked}
      onCheckedChange={(value) => {
        setChecked(value);
        onChange(value);
      }}
    />
  );
}

describe('CheckboxField', () => {
  it('is a labelled checkbox that reports true or false', async () => {
    const onChange = vi.fn();
    render(
      <ChakraProvider value={system}>
        <Harness onChange={onChange} />
      </ChakraProvider>,
    );
    const box = screen.getByRole('checkbox', { name: 'Active' });
    expect(box).toBeChecked();
    fireEvent.click(box);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(false));
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(true));
  });
});
