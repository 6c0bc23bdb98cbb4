import { HOTLINE } from '../contract/garage';

/**
 * What only the website shows about the garage. The garage's facts themselves (name,
 * phones, branches, hours...) are in contract/garage.ts, shared with the bot.
 */

/** Where the photos and some texts of the demo content come from. */
export const SOURCE_NOTICE =
  'Một số hình ảnh và nội dung trên website được tổng hợp, biên soạn lại từ tài liệu kỹ thuật của các hãng xe và báo chí ô tô trong nước; bản quyền thuộc về tác giả gốc. Khi trích dẫn nội dung của chúng tôi, vui lòng ghi rõ nguồn garaotosaigon.vn.';

/** A Zalo conversation with the hotline's number. */
export const ZALO_HREF = `https://zalo.me/${HOTLINE.display.replace(/\D/g, '')}`;

export const HERO_IMAGE = '/images/home/hero-workshop.webp';
