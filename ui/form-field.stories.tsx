import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { CodeInput } from './code-input';
import { DateInput } from './date-input';
import { FormField } from './form-field';
import { Input } from './input';
import { PasswordInput } from './password-input';
import { Select } from './select';
import { Switch } from './switch';
import { Textarea } from './textarea';

const meta = {
  tags: ['visual'],
  title: 'ui/FormField',
  component: FormField,
  args: { label: 'Email', children: <Input type="email" autoComplete="email" /> },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {
  args: { hint: 'Chúng tôi gửi xác nhận qua địa chỉ này.' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('Chúng tôi gửi xác nhận qua địa chỉ này.');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByText('Email'));
    await expect(input).toHaveFocus();
  },
};

export const WithError: Story = {
  args: { hint: 'Ví dụ: ten@example.com', error: 'Email không hợp lệ' },
  async play({ canvasElement }) {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Ví dụ: ten@example.com Email không hợp lệ');
  },
};

export const Required: Story = {
  args: { label: 'Họ và tên', required: true, children: <Input autoComplete="name" /> },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Họ và tên' })).toHaveAttribute('aria-required', 'true');
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Tìm theo tên', hideLabel: true, children: <Input placeholder="Tìm theo tên..." /> },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Tìm theo tên' })).toBeVisible();
  },
};

export const WithSelect: Story = {
  args: {
    label: 'Danh mục',
    error: 'Vui lòng chọn danh mục',
    children: <Select placeholder="Chọn danh mục" defaultValue="" options={[{ value: 'a', label: 'Danh mục A' }, { value: 'b', label: 'Danh mục B' }]} />,
  },
  async play({ canvasElement }) {
    const select = within(canvasElement).getByRole('combobox', { name: 'Danh mục' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Vui lòng chọn danh mục');
  },
};

export const WithTextarea: Story = {
  args: { label: 'Mô tả', hint: 'Tối đa 500 ký tự.', children: <Textarea maxRows={5} /> },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Mô tả' })).toHaveAccessibleDescription('Tối đa 500 ký tự.');
  },
};

export const WithPassword: Story = {
  args: { label: 'Mật khẩu', error: 'Mật khẩu mới là bắt buộc!', required: true, children: <PasswordInput autoComplete="new-password" /> },
  async play({ canvasElement }) {
    const input = within(canvasElement).getByLabelText(/^Mật khẩu/, { selector: 'input' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Mật khẩu mới là bắt buộc!');
  },
};

export const WithDate: Story = {
  args: { label: 'Ngày hẹn', error: 'Vui lòng chọn ngày hẹn.', children: <DateInput disablePast /> },
  async play({ canvasElement }) {
    const input = within(canvasElement).getByLabelText('Ngày hẹn');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('min');
  },
};

export const WithCodeInput: Story = {
  args: { label: 'Mã xác nhận', error: 'Vui lòng nhập đủ 6 số!', children: <CodeInput /> },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Mã xác nhận' });
    await expect(group).toHaveAccessibleDescription('Vui lòng nhập đủ 6 số!');
    await expect(canvas.getByRole('textbox', { name: 'Chữ số 1 trên 6' })).toHaveAttribute('aria-invalid', 'true');
    // The field's label focuses the first box.
    await userEvent.click(canvas.getByText('Mã xác nhận'));
    await expect(canvas.getByRole('textbox', { name: 'Chữ số 1 trên 6' })).toHaveFocus();
  },
};

export const InlineCheckbox: Story = {
  args: { label: 'Tôi đồng ý với điều khoản', layout: 'inline', error: 'Bạn cần đồng ý để tiếp tục', children: <Checkbox /> },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Tôi đồng ý với điều khoản' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByText('Tôi đồng ý với điều khoản'));
    await expect(box).toBeChecked();
  },
};

export const InlineSwitch: Story = {
  args: { label: 'Nhận thông báo qua email', layout: 'inline', hint: 'Có thể tắt bất cứ lúc nào.', children: <Switch /> },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('switch', { name: 'Nhận thông báo qua email' })).toHaveAccessibleDescription(
      'Có thể tắt bất cứ lúc nào.',
    );
  },
};

/** Any control can be wired by hand through the render prop. */
export const RenderProp: Story = {
  args: {
    label: 'Số lượng',
    hint: 'Từ 1 đến 99',
    children: (control) => <input type="number" min={1} max={99} defaultValue={1} className="h-11 w-24 rounded-control border border-line-strong px-3" {...control} />,
  },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('spinbutton', { name: 'Số lượng' })).toHaveAccessibleDescription('Từ 1 đến 99');
  },
};

/** A small form: submit empty to see every error, fix them to clear. */
export const FormExample: Story = {
  render: function Render() {
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [sent, setSent] = useState(false);
    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const data = new FormData(event.currentTarget);
      const next: Record<string, string> = {};
      if (!String(data.get('fullName') ?? '').trim()) next.fullName = 'Vui lòng nhập họ tên.';
      if (!/^\d{10}$/.test(String(data.get('phone') ?? ''))) next.phone = 'Số điện thoại phải có 10 chữ số';
      if (!data.get('slot')) next.slot = 'Vui lòng chọn khung giờ.';
      setErrors(next);
      setSent(Object.keys(next).length === 0);
    };
    return (
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-card bg-surface p-6 shadow-card">
        <FormField label="Họ và tên" required error={errors.fullName}>
          <Input name="fullName" autoComplete="name" />
        </FormField>
        <FormField label="Số điện thoại" required hint="10 chữ số" error={errors.phone}>
          <Input name="phone" type="tel" inputMode="tel" autoComplete="tel" />
        </FormField>
        <FormField label="Khung giờ" required error={errors.slot}>
          <Select name="slot" placeholder="Chọn khung giờ" defaultValue="" options={[{ value: '08:00', label: '08:00' }, { value: '09:00', label: '09:00' }]} />
        </FormField>
        <FormField label="Lời nhắn">
          <Textarea name="message" />
        </FormField>
        <Button type="submit">Gửi</Button>
        {sent ? <p className="font-semibold text-success-ink">Đã gửi.</p> : null}
      </form>
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Gửi' }));
    const name = canvas.getByRole('textbox', { name: 'Họ và tên' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Vui lòng nhập họ tên.');
    await userEvent.type(name, 'Phạm Minh Khôi');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Số điện thoại' }), '0901234567');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Khung giờ' }), '09:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Gửi' }));
    await expect(canvas.getByText('Đã gửi.')).toBeVisible();
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};

export const AllVariants: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="flex flex-col gap-5">
      <FormField label="Chỉ có nhãn">
        <Input />
      </FormField>
      <FormField label="Có gợi ý" hint="Gợi ý nằm dưới ô.">
        <Input />
      </FormField>
      <FormField label="Bắt buộc" required>
        <Input />
      </FormField>
      <FormField label="Có lỗi" hint="Gợi ý vẫn hiện." error="Nội dung chưa hợp lệ.">
        <Input defaultValue="sai" />
      </FormField>
      <FormField label="Nhãn ẩn" hideLabel>
        <Input placeholder="Nhãn chỉ dành cho trình đọc màn hình" />
      </FormField>
      <FormField label="Ô đánh dấu cùng dòng" layout="inline">
        <Checkbox />
      </FormField>
      <FormField label="Công tắc cùng dòng" layout="inline" hint="Gợi ý cho công tắc.">
        <Switch />
      </FormField>
    </div>
  ),
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Có gợi ý' })).toHaveAccessibleDescription('Gợi ý nằm dưới ô.');
    await expect(canvas.getByRole('textbox', { name: 'Bắt buộc' })).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Có lỗi' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Nhãn ẩn' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Ô đánh dấu cùng dòng' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Công tắc cùng dòng' })).toHaveAccessibleDescription('Gợi ý cho công tắc.');
  },
};
