import {
  BadgeCheck,
  ClipboardList,
  FileText,
  Handshake,
  KeyRound,
  PackageOpen,
  RefreshCcw,
  ScanSearch,
  ShieldCheck,
  Sparkles,
  Stethoscope,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { REPAIR_STEP_LABELS } from '../../../contract/repair-step-names';

export interface ProcessStep {
  title: string;
  description: string;
  icon: LucideIcon;
}

/** The garage's 12-step work process, in order: the steps a repair order moves through (contract/repair-steps.ts). */
export const processSteps: ProcessStep[] = [
  {
    title: REPAIR_STEP_LABELS.received,
    description: 'Cố vấn dịch vụ đón xe, ghi số km, mức nhiên liệu, tình trạng thân vỏ và lắng nghe bạn mô tả vấn đề.',
    icon: ClipboardList,
  },
  {
    title: REPAIR_STEP_LABELS.inspection,
    description: 'Kỹ thuật viên kiểm tra tổng quát theo phiếu, chạy thử khi cần để tái hiện hiện tượng bạn gặp.',
    icon: ScanSearch,
  },
  {
    title: REPAIR_STEP_LABELS.diagnosis,
    description: 'Đọc lỗi bằng máy chẩn đoán chuyên hãng, đo kiểm và xác định đúng nguyên nhân hư hỏng.',
    icon: Stethoscope,
  },
  {
    title: REPAIR_STEP_LABELS.quote,
    description: 'Báo giá từng phụ tùng, vật tư và công thợ, chia rõ việc cần làm ngay và việc có thể để sau.',
    icon: FileText,
  },
  {
    title: REPAIR_STEP_LABELS.confirmation,
    description: 'Chỉ bắt đầu sửa khi bạn đồng ý; mọi phát sinh đều được gọi điện hỏi ý kiến trước.',
    icon: Handshake,
  },
  {
    title: REPAIR_STEP_LABELS.preparation,
    description: 'Đặt phụ tùng chính hãng, chuẩn bị dụng cụ, bọc ghế, vô lăng và sàn xe để giữ xe sạch.',
    icon: PackageOpen,
  },
  {
    title: REPAIR_STEP_LABELS.repair,
    description: 'Kỹ thuật viên lành nghề thực hiện theo quy trình của nhà sản xuất, đúng lực siết, đúng vật tư.',
    icon: Wrench,
  },
  {
    title: REPAIR_STEP_LABELS.recheck,
    description: 'Tổ trưởng kỹ thuật kiểm tra chéo, chạy thử trên đường và đọc lại lỗi sau khi sửa.',
    icon: RefreshCcw,
  },
  {
    title: REPAIR_STEP_LABELS.cleaning,
    description: 'Rửa xe, hút bụi nội thất và lau sạch khoang máy trước khi giao xe.',
    icon: Sparkles,
  },
  {
    title: REPAIR_STEP_LABELS.acceptance,
    description: 'Cùng bạn xem lại từng hạng mục đã làm và phụ tùng cũ đã thay ra.',
    icon: BadgeCheck,
  },
  {
    title: REPAIR_STEP_LABELS.handover,
    description: 'Giao xe, hóa đơn, phiếu sửa chữa và lời khuyên cho lần bảo dưỡng kế tiếp.',
    icon: KeyRound,
  },
  {
    title: REPAIR_STEP_LABELS.warranty,
    description: 'Bảo hành phụ tùng và công sửa, nhắc lịch bảo dưỡng và hỗ trợ khi bạn cần.',
    icon: ShieldCheck,
  },
];

/** The car pictures the process page turns through. */
export const processCars = [
  { src: '/images/process/car-sedan.svg', alt: 'Xe sedan màu cam đang được kiểm tra tại xưởng' },
  { src: '/images/process/car-suv.svg', alt: 'Xe SUV màu xanh đậm trên cầu nâng' },
  { src: '/images/process/car-hatchback.svg', alt: 'Xe hatchback màu bạc sau khi vệ sinh' },
] as const;
