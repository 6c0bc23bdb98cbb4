import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Textarea } from './textarea';

const meta = {
  tags: ['visual'],
  title: 'ui/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Lời nhắn', placeholder: 'Nhập lời nhắn...' },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

const heightOf = (element: HTMLElement) => element.getBoundingClientRect().height;

/** Grows with each line up to `maxRows` (3 here), then scrolls. */
export const AutoGrow: Story = {
  args: { minRows: 1, maxRows: 3 },
  async play({ canvasElement }) {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Lời nhắn' });
    const oneRow = heightOf(textarea);
    await userEvent.type(textarea, 'Dòng 1{Shift>}{Enter}{/Shift}Dòng 2');
    const twoRows = heightOf(textarea);
    await expect(twoRows).toBeGreaterThan(oneRow + 10);
    await userEvent.type(textarea, '{Shift>}{Enter}{/Shift}Dòng 3{Shift>}{Enter}{/Shift}Dòng 4{Shift>}{Enter}{/Shift}Dòng 5');
    const capped = heightOf(textarea);
    await expect(capped).toBeGreaterThan(twoRows + 10);
    // Rows 4 and 5 did not grow it further: it scrolls instead.
    await expect(capped).toBeLessThan(oneRow + 2 * (twoRows - oneRow) + 2);
    await expect(textarea.style.overflowY).toBe('auto');
    await userEvent.clear(textarea);
    await waitFor(() => expect(heightOf(textarea)).toBeCloseTo(oneRow, 0), { timeout: 4000 });
  },
};

export const Default: Story = {};

/** A controlled value that the parent empties (after sending) shrinks back. */
export const ControlledReset: Story = {
  args: { maxRows: 4 },
  render: function Render(args) {
    const [text, setText] = useState('Dòng 1\nDòng 2\nDòng 3\nDòng 4');
    return (
      <div className="flex flex-col items-start gap-2">
        <Textarea {...args} value={text} onChange={(event) => setText(event.target.value)} />
        <button type="button" className="text-sm font-semibold text-brand-700 underline" onClick={() => setText('')}>
          Xóa nội dung
        </button>
      </div>
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Lời nhắn' });
    // Four lines of text: taller than the two empty rows.
    await waitFor(() => expect(heightOf(textarea)).toBeGreaterThan(100), { timeout: 4000 });
    const full = heightOf(textarea);
    await userEvent.click(canvas.getByRole('button', { name: 'Xóa nội dung' }));
    await waitFor(() => expect(heightOf(textarea)).toBeLessThan(full - 30), { timeout: 4000 });
  },
};

/** Laid out while hidden (a collapsed section), it measures again once shown. */
export const RevealedLater: Story = {
  render: function Render(args) {
    const [shown, setShown] = useState(false);
    return (
      <div className="flex flex-col items-start gap-2">
        <button type="button" className="text-sm font-semibold text-brand-700 underline" onClick={() => setShown(true)}>
          Hiện ô nhập
        </button>
        <div hidden={!shown} className="w-full">
          <Textarea {...args} maxRows={6} defaultValue={'Dòng 1\nDòng 2\nDòng 3\nDòng 4'} />
        </div>
      </div>
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hiện ô nhập' }));
    const textarea = canvas.getByRole('textbox', { name: 'Lời nhắn' });
    await waitFor(() => expect(heightOf(textarea)).toBeGreaterThan(100), { timeout: 4000 });
    await expect(textarea.style.overflowY).toBe('hidden');
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: 'Quá ngắn' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Không sửa được' } };
export const FixedHeight: Story = { args: { autoGrow: false, rows: 5 } };

export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <Textarea aria-label="Trống" placeholder="Trống, 2 dòng" />
      <Textarea aria-label="Dài" maxRows={4} defaultValue={'Một\nHai\nBa\nBốn\nNăm\nSáu'} />
      <Textarea aria-label="Không hợp lệ" aria-invalid defaultValue="Không hợp lệ" />
      <Textarea aria-label="Bị khóa" disabled defaultValue="Bị khóa" />
    </div>
  ),
};
