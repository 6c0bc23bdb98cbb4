import type { Comment } from '../../contract/comments';
import { objectIdAt } from './ids';

const texts: Array<[string, string]> = [
  ['Nguyễn Văn Hùng', 'Làm nhanh, báo giá rõ ràng trước khi sửa. Sẽ quay lại lần sau.'],
  ['Trần Thị Mai', 'Kỹ thuật viên giải thích kỹ, gửi ảnh các chi tiết đã thay qua Zalo. Rất yên tâm.'],
  ['Lê Minh Tuấn', 'Giá hợp lý so với hãng, phòng chờ sạch sẽ có wifi.'],
];

/** Comments of one service, newest first. */
export function demoCommentsFor(productId: string): Comment[] {
  return texts
    .map(([fullName, comment], index) => {
      const created = new Date(Date.UTC(2026, 2, 3 + index * 4, 8, 30));
      return {
        _id: objectIdAt(created, 0x400 + index),
        comment,
        productId,
        account: { _id: objectIdAt(created, 0x500 + index), fullName },
        createdAt: created.toISOString(),
        updatedAt: created.toISOString(),
      };
    })
    .reverse();
}
