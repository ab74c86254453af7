import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { Badge } from '../badge';
import { Checkbox } from '../checkbox';
import { Select } from '../select';
import { Switch } from '../switch';
import { Textarea } from '../textarea';

function Toggle({ disabled = false }: { disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return <Switch aria-label="Send webhooks" checked={on} onCheckedChange={setOn} disabled={disabled} />;
}

describe('form controls', () => {
  test('a checkbox is named by its label and toggles', async () => {
    const user = userEvent.setup();
    render(
      <label>
        <Checkbox /> Remember me
      </label>,
    );
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('Remember me'));
    expect(box).toBeChecked();
  });

  test('a disabled checkbox cannot be changed', async () => {
    const user = userEvent.setup();
    render(<Checkbox aria-label="Select all" disabled />);
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
  });

  test('a switch says whether it is on and flips by click and keyboard', async () => {
    const user = userEvent.setup();
    render(<Toggle />);
    const sw = screen.getByRole('switch', { name: 'Send webhooks' });
    expect(sw).not.toBeChecked();
    await user.click(sw);
    expect(sw).toBeChecked();
    sw.focus();
    await user.keyboard(' ');
    expect(sw).not.toBeChecked();
  });

  test('a disabled switch does not flip', async () => {
    const user = userEvent.setup();
    render(<Toggle disabled />);
    await user.click(screen.getByRole('switch', { name: 'Send webhooks' }));
    expect(screen.getByRole('switch', { name: 'Send webhooks' })).not.toBeChecked();
  });

  test('select and textarea pass their props on and merge classes last', () => {
    render(
      <>
        <Select aria-label="Sort" aria-invalid className="w-auto" defaultValue="b">
          <option value="a">A</option>
          <option value="b">B</option>
        </Select>
        <Textarea aria-label="Script" disabled className="font-mono" />
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Sort' });
    expect(select).toHaveValue('b');
    expect(select).toBeInvalid();
    expect(select).toHaveClass('w-auto');
    expect(select).not.toHaveClass('w-full');
    const textarea = screen.getByRole('textbox', { name: 'Script' });
    expect(textarea).toBeDisabled();
    expect(textarea).toHaveClass('font-mono');
  });

  test('a badge shows its text in its variant', () => {
    render(<Badge variant="success">Delivered</Badge>);
    expect(screen.getByText('Delivered')).toHaveAttribute('data-variant', 'success');
  });
});
