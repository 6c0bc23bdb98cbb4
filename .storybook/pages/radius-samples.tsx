import { themeTokens } from './theme-css';

/** Where each radius goes; a new token shows without a hint until one is written here. */
const USES: Record<string, string> = {
  control: 'Nút, ô nhập, ô chọn',
  card: 'Thẻ, hộp thoại, khung nội dung',
  pill: 'Huy hiệu, nút tròn, viên trạng thái',
  inset: 'Phần lồng trong ô: mục menu, phân đoạn, nút trong ô nhập',
  tight: 'Ô đánh dấu, khung chữ giữ chỗ, viền tập trung của liên kết',
};

/** Each corner radius on a sample box, with where it is used. */
export function RadiusSamples() {
  return (
    <ul className="sb-unstyled grid gap-4" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))' }}>
      {themeTokens.radius.map((token) => (
        <li key={token.name} className="space-y-2 text-xs text-ink">
          <div className="h-20 border-2 border-navy-600 bg-navy-50" style={{ borderRadius: token.value }} />
          <p className="font-semibold">
            {token.name} <span className="font-mono font-normal text-ink-muted">{token.value}</span>
          </p>
          {USES[token.name] ? <p className="text-ink-muted">{USES[token.name]}</p> : null}
        </li>
      ))}
    </ul>
  );
}
