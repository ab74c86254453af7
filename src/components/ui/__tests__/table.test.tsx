import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Table, TableCell, TableHead, TableRowHeader } from '../table';

describe('Table', () => {
  test('scrolls in a labelled region reachable by keyboard, relative so sr-only text cannot widen the page', () => {
    render(
      <Table label="API keys" className="min-w-[40rem]" containerClassName="rounded-xl">
        <caption className="sr-only">API keys</caption>
        <thead>
          <tr>
            <TableHead>Name</TableHead>
            <TableHead className="text-right">Uses</TableHead>
          </tr>
        </thead>
        <tbody>
          <tr>
            <TableRowHeader>Production</TableRowHeader>
            <TableCell className="text-right">12</TableCell>
          </tr>
        </tbody>
      </Table>,
    );
    const region = screen.getByRole('region', { name: 'API keys' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('relative', 'overflow-x-auto', 'rounded-xl');
    expect(screen.getByRole('table', { name: 'API keys' })).toHaveClass('w-full', 'min-w-[40rem]');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('scope', 'col');
    expect(screen.getByRole('columnheader', { name: 'Uses' })).toHaveClass('text-right');
    expect(screen.getByRole('rowheader', { name: 'Production' })).toHaveAttribute('scope', 'row');
    expect(screen.getByRole('cell', { name: '12' })).toBeInTheDocument();
  });
});
