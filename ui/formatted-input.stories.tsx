import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormattedInput } from './formatted-input';

/** Groups digits by thousands with dots, the way a story can show the component without the app's own rules. */
const groupDigits = (text: string) => (/^[\d.]*$/.test(text) ? text.replace(/\D/g, '').replace(/\B(?=(\d{3})+(?!\d))/g, '.') : text);

const meta = {
  tags: ['visual'],
  title: 'ui/FormattedInput',
  component: FormattedInput,
  args: { 'aria-label': 'Số tiền', inputMode: 'numeric', format: groupDigits, onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormattedInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GroupsAsTyped: Story = {
  async play({ canvasElement, args }) {
    const input = within(canvasElement).getByRole('textbox', { name: 'Số tiền' });
    await userEvent.type(input, '2000000');
    await expect(input).toHaveValue('2.000.000');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ target: input }));
  },
};

export const EditsInTheMiddle: Story = {
  args: { defaultValue: '1.250.000' },
  async play({ canvasElement }) {
    const input = within(canvasElement).getByRole<HTMLInputElement>('textbox', { name: 'Số tiền' });
    // The caret after '1.25' (4 characters in): the deleted digit regroups the rest, and the caret stays after the '2'.
    input.focus();
    input.setSelectionRange(4, 4);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('120.000');
    await expect(input.selectionStart).toBe(2);
    await userEvent.keyboard('9');
    await expect(input).toHaveValue('1.290.000');
  },
};

export const LeavesOtherTextAlone: Story = {
  async play({ canvasElement }) {
    const input = within(canvasElement).getByRole('textbox', { name: 'Số tiền' });
    await userEvent.type(input, '1,5');
    await expect(input).toHaveValue('1,5');
  },
};
