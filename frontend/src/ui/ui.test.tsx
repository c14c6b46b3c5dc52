import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Pager } from './pager';
import { SelectField } from './select-field';
import { TextField } from './text-field';

describe('design-system components', () => {
  it('TextField ties its label, hint and error to the input', () => {
    render(<TextField label="Agency Name" hint="As on the license" error="Required" />);
    const input = screen.getByLabelText('Agency Name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on the license Required');
  });

  it('SelectField offers a placeholder choice and the options', () => {
    render(
      <SelectField
        label="State"
        placeholder="Select a state"
        options={[
          { value: 'CA', label: 'California' },
          { value: 'TX', label: 'Texas' },
        ]}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a state',
      'California',
      'Texas',
    ]);
  });

  it('a loading Button is busy and cannot be pressed twice', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('Pager marks the current page, pages on and disables Previous on the first page', async () => {
    const onPage = vi.fn();
    render(<Pager pageNumber={1} pageCount={3} onPage={onPage} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onPage.mock.calls).toEqual([[3], [2]]);
  });

  it('Pager is not shown for a single page', () => {
    const { container } = render(<Pager pageNumber={1} pageCount={1} onPage={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
