import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CodeInput } from './code-input';

const meta = {
  tags: ['visual'],
  title: 'ui/CodeInput',
  component: CodeInput,
  args: { onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('textbox');
const values = (canvasElement: HTMLElement) => boxes(canvasElement).map((box) => (box as HTMLInputElement).value);

export const Empty: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const all = boxes(canvasElement);
    await expect(all).toHaveLength(6);
    await expect(canvas.getByRole('group', { name: 'Mã xác nhận' })).toBeVisible();
    all.forEach((box, index) => expect(box).toHaveAccessibleName(`Chữ số ${index + 1} trên 6`));
    await expect(all[0]).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(all[1]).toHaveAttribute('autocomplete', 'off');
    await expect(all[0]).toHaveAttribute('inputmode', 'numeric');

    // Typing moves forward; letters are refused.
    await userEvent.click(all[0]!);
    await userEvent.keyboard('1a2');
    await expect(values(canvasElement)).toEqual(['1', '2', '', '', '', '']);
    await expect(all[2]).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('12');

    // Backspace on the empty third box moves back and clears the second.
    await userEvent.keyboard('{Backspace}');
    await expect(all[1]).toHaveFocus();
    await expect(values(canvasElement)).toEqual(['1', '', '', '', '', '']);

    // Arrow keys move without changing anything.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(all[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(all[2]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(all[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(all[5]).toHaveFocus();

    // Filling the rest completes the code.
    await userEvent.click(all[1]!);
    await userEvent.keyboard('23456');
    await expect(values(canvasElement)).toEqual(['1', '2', '3', '4', '5', '6']);
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const Paste: Story = {
  async play({ canvasElement, args }) {
    const all = boxes(canvasElement);
    // Pasting into any box: the first 6 digits found fill all boxes from the first.
    await userEvent.click(all[3]!);
    await userEvent.paste('Mã của bạn: 98-76 54 3210');
    await expect(values(canvasElement)).toEqual(['9', '8', '7', '6', '5', '4']);
    await expect(all[5]).toHaveFocus();
    await expect(args.onComplete).toHaveBeenCalledWith('987654');

    // A paste without digits changes nothing.
    await userEvent.paste('không có số');
    await expect(values(canvasElement)).toEqual(['9', '8', '7', '6', '5', '4']);
  },
};

export const PartialPaste: Story = {
  async play({ canvasElement, args }) {
    const all = boxes(canvasElement);
    await userEvent.click(all[0]!);
    await userEvent.paste('12');
    await expect(values(canvasElement)).toEqual(['1', '2', '', '', '', '']);
    await expect(all[2]).toHaveFocus();
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const Prefilled: Story = {
  args: { defaultValue: '123456' },
  async play({ canvasElement, args }) {
    const all = boxes(canvasElement);
    // Focusing a filled box selects it, so typing replaces the digit.
    await userEvent.click(all[2]!);
    await userEvent.keyboard('9');
    await expect(values(canvasElement)).toEqual(['1', '2', '9', '4', '5', '6']);
    await expect(args.onComplete).toHaveBeenLastCalledWith('129456');
    await userEvent.keyboard('{ArrowLeft}{Delete}');
    await expect(values(canvasElement)).toEqual(['1', '2', '', '4', '5', '6']);
    await expect(args.onChange).toHaveBeenLastCalledWith('12456');
  },
};

/** Phone keyboards that report Backspace only as an emptied box still clear the digit. */
export const MobileDelete: Story = {
  args: { defaultValue: '123' },
  async play({ canvasElement, args }) {
    const third = boxes(canvasElement)[2] as HTMLInputElement;
    third.focus();
    // What such a keyboard produces: no keydown we can read, just an input event.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(third, '');
    third.dispatchEvent(new Event('input', { bubbles: true }));
    await expect(values(canvasElement)).toEqual(['1', '2', '', '', '', '']);
    await expect(args.onChange).toHaveBeenLastCalledWith('12');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '12', invalid: true },
  async play({ canvasElement }) {
    boxes(canvasElement).forEach((box) => expect(box).toHaveAttribute('aria-invalid', 'true'));
  },
};

export const Disabled: Story = {
  args: { defaultValue: '123', disabled: true },
  async play({ canvasElement }) {
    boxes(canvasElement).forEach((box) => expect(box).toBeDisabled());
  },
};

export const FourDigits: Story = {
  args: { length: 4, label: 'Mã PIN' },
  async play({ canvasElement }) {
    await expect(boxes(canvasElement)).toHaveLength(4);
    await expect(boxes(canvasElement)[3]).toHaveAccessibleName('Chữ số 4 trên 4');
  },
};

/** The parent clears the code after a wrong attempt. */
export const ControlledReset: Story = {
  render: function Render(args) {
    const [code, setCode] = useState('');
    return (
      <div className="flex flex-col items-start gap-3">
        <CodeInput
          {...args}
          value={code}
          onChange={(value) => {
            setCode(value);
            args.onChange?.(value);
          }}
        />
        <p className="text-sm text-ink-muted">Giá trị: {code || '(trống)'}</p>
        <button type="button" className="text-sm font-semibold text-brand-700 underline" onClick={() => setCode('')}>
          Nhập lại
        </button>
      </div>
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(boxes(canvasElement)[0]!);
    await userEvent.keyboard('4321');
    await expect(canvas.getByText('Giá trị: 4321')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Nhập lại' }));
    await waitFor(() => expect(values(canvasElement)).toEqual(['', '', '', '', '', '']), { timeout: 4000 });
  },
};

const groupRef = createRef<HTMLDivElement>();
const firstBoxRef = createRef<HTMLInputElement>();

/**
 * `inputRef` is the first box, for code that moves the focus to the field (react-hook-form
 * on a failed submit, say); `ref` stays the group.
 */
export const FocusFromOutside: Story = {
  render: (args) => (
    <div className="flex flex-col items-start gap-3">
      <CodeInput {...args} ref={groupRef} inputRef={firstBoxRef} />
      <button type="button" className="text-sm font-semibold text-brand-700 underline" onClick={() => firstBoxRef.current?.focus()}>
        Nhập mã
      </button>
    </div>
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(groupRef.current).toBe(canvas.getByRole('group', { name: 'Mã xác nhận' }));
    await expect(firstBoxRef.current).toBe(boxes(canvasElement)[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Nhập mã' }));
    await expect(boxes(canvasElement)[0]).toHaveFocus();
    await userEvent.keyboard('12');
    await expect(values(canvasElement)).toEqual(['1', '2', '', '', '', '']);
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <CodeInput label="Trống" />
      <CodeInput label="Đang nhập" defaultValue="123" />
      <CodeInput label="Đủ" defaultValue="123456" />
      <CodeInput label="Sai" defaultValue="123456" invalid />
      <CodeInput label="Bị khóa" defaultValue="12" disabled />
    </div>
  ),
};
