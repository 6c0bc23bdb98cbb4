import { themeTokens } from './theme-css';

/** Where each shadow goes; a new token shows without a hint until one is written here. */
const USES: Record<string, string> = {
  card: 'Thẻ nằm trên nền trang',
  raised: 'Thẻ khi rê chuột, menu thả xuống',
  overlay: 'Hộp thoại, ngăn kéo, thông báo',
  fab: 'Nút nổi (gọi điện, trò chuyện)',
  mark: 'Dấu nhỏ sáng trên ảnh: chấm của băng chuyền',
};

/** Each shadow on a white card over the page background. */
export function ShadowSamples() {
  return (
    <ul className="sb-unstyled grid gap-6 rounded-card bg-canvas p-6" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))' }}>
      {themeTokens.shadow.map((token) => (
        <li key={token.name} className="space-y-2 text-xs text-ink">
          <div className="h-20 rounded-card bg-surface" style={{ boxShadow: token.value }} />
          <p className="font-semibold">{token.name}</p>
          {USES[token.name] ? <p className="text-ink-muted">{USES[token.name]}</p> : null}
        </li>
      ))}
    </ul>
  );
}
