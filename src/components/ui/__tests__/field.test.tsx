import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Field } from '../field';
import { FormField } from '../form-field';
import { Input } from '../input';
import { Select } from '../select';
import { TextField } from '../text-field';
import { Textarea } from '../textarea';

describe('Field', () => {
  test('labels its control and ties the description and the error to it', () => {
    render(
      <Field id="title" label="Title" description="Up to 60 characters." error="Title is required">
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Title');
    expect(input).toHaveAttribute('id', 'title');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Up to 60 characters. Title is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Title is required');
  });

  test('a valid control is not marked invalid and is described only by its hint', () => {
    render(
      <Field id="notes" label="Notes" description="Optional.">
        {(control) => <Textarea {...control} />}
      </Field>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Notes' });
    expect(textarea).toHaveAttribute('aria-invalid', 'false');
    expect(textarea).toHaveAccessibleDescription('Optional.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('without a hint or an error the control has no description', () => {
    render(
      <Field id="plan" label="Plan">
        {(control) => (
          <Select {...control}>
            <option>Free</option>
          </Select>
        )}
      </Field>,
    );
    expect(screen.getByRole('combobox', { name: 'Plan' })).not.toHaveAttribute('aria-describedby');
  });

  test('TextField and FormField build on it and keep their wiring', () => {
    render(
      <>
        <TextField id="email" label="Email" error="Enter a valid email" />
        <FormField id="name" label="Name" error="Name is required">
          <Input id="name" aria-invalid aria-describedby="name-error" />
        </FormField>
      </>,
    );
    expect(screen.getByLabelText('Email')).toBeInvalid();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
  });

  test('a visually hidden label still names its control', () => {
    render(
      <Field id="search" label="Search templates" labelClassName="sr-only">
        {(control) => <Input {...control} type="search" />}
      </Field>,
    );
    expect(screen.getByText('Search templates')).toHaveClass('sr-only');
    expect(screen.getByRole('searchbox', { name: 'Search templates' })).toHaveAttribute('id', 'search');
  });
});
