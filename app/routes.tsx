import type { RouteObject } from 'react-router-dom';
import { ISLAND_PAGE } from './islands/island-pages';
import { page } from './preloadable-page';
import { RootLayout } from './root-layout';

const HomePage = page(() => import('./pages/home-page'), 'HomePage');
const FeaturedProductsPage = page(() => import('./pages/featured-products-page'), 'FeaturedProductsPage');
const ProductsPage = page(() => import('./pages/products-page'), 'ProductsPage');
const ProductDetailPage = page(() => import('./pages/product-detail-page'), 'ProductDetailPage');
const NewsPage = page(() => import('./pages/news-page'), 'NewsPage');
const NewsListPage = page(() => import('./pages/news-list-page'), 'NewsListPage');
const NewsDetailPage = page(() => import('./pages/news-detail-page'), 'NewsDetailPage');
const NotFoundPage = page(() => import('./pages/not-found-page'), 'NotFoundPage');
const ServicesPage = page(() => import('./pages/services-page'), 'ServicesPage');
const RepairServicesPage = page(() => import('./pages/repair-services-page'), 'RepairServicesPage');
const ServiceArticlePage = page(() => import('./pages/service-article-page'), 'ServiceArticlePage');
const SubServicePage = page(() => import('./pages/sub-service-page'), 'SubServicePage');
const AboutPage = page(() => import('./pages/about-page'), 'AboutPage');
const ProcessPage = page(() => import('./pages/process-page'), 'ProcessPage');
const PartnersPage = page(() => import('./pages/partners-page'), 'PartnersPage');
const StaffPage = page(() => import('./pages/staff-page'), 'StaffPage');
const ContactPage = page(() => import('./pages/contact-page'), 'ContactPage');
const BookingListPage = page(() => import('./pages/booking-list-page'), 'BookingListPage');
const BookingLookupPage = page(() => import('./pages/booking-lookup-page'), 'BookingLookupPage');
const LoginPage = page(() => import('./pages/login-page'), 'LoginPage');
const RegisterPage = page(() => import('./pages/register-page'), 'RegisterPage');
const AccountProfilePage = page(() => import('./pages/account-profile-page'), 'AccountProfilePage');
const AccountUpdatePage = page(() => import('./pages/account-update-page'), 'AccountUpdatePage');
const ChangePasswordPage = page(() => import('./pages/change-password-page'), 'ChangePasswordPage');
const LikeProductsPage = page(() => import('./pages/like-products-page'), 'LikeProductsPage');
const CartPage = page(() => import('./pages/cart-page'), 'CartPage');
const CheckoutPage = page(() => import('./pages/checkout-page'), 'CheckoutPage');
const OrderHistoryPage = page(() => import('./pages/order-history-page'), 'OrderHistoryPage');
const MyBookingsPage = page(() => import('./pages/my-bookings-page'), 'MyBookingsPage');
const MyVehiclesPage = page(() => import('./pages/my-vehicles-page'), 'MyVehiclesPage');
const RepairTrackingPage = page(() => import('./pages/repair-tracking-page'), 'RepairTrackingPage');
const OrderDetailPage = page(() => import('./pages/order-detail-page'), 'OrderDetailPage');
// The back office: its own chunks, which no public page loads.
const ManagerArea = page(() => import('./pages/manager-area'), 'ManagerArea');
const ChatArea = page(() => import('./pages/manager-area'), 'ChatArea');
const ManagerHomePage = page(() => import('./pages/manager-home-page'), 'ManagerHomePage');
const ManagerProductsPage = page(() => import('./pages/manager-products-page'), 'ManagerProductsPage');
const ManagerPartsPage = page(() => import('./pages/manager-parts-page'), 'ManagerPartsPage');
const ManagerNewsPage = page(() => import('./pages/manager-news-page'), 'ManagerNewsPage');
const ManagerBannerPage = page(() => import('./pages/manager-banner-page'), 'ManagerBannerPage');
const ManagerCategoryPage = page(() => import('./pages/manager-category-page'), 'ManagerCategoryPage');
const ManagerStaffPage = page(() => import('./pages/manager-staff-page'), 'ManagerStaffPage');
const ManagerCategoryStaffPage = page(() => import('./pages/manager-category-staff-page'), 'ManagerCategoryStaffPage');
const ManagerAccountsPage = page(() => import('./pages/manager-accounts-page'), 'ManagerAccountsPage');
const ManagerOrdersPage = page(() => import('./pages/manager-orders-page'), 'ManagerOrdersPage');
const ManagerBookingsPage = page(() => import('./pages/manager-bookings-page'), 'ManagerBookingsPage');
const ManagerDayBoardPage = page(() => import('./pages/manager-day-board-page'), 'ManagerDayBoardPage');
const ManagerBranchesPage = page(() => import('./pages/manager-branches-page'), 'ManagerBranchesPage');
const ManagerRepairsPage = page(() => import('./pages/manager-repairs-page'), 'ManagerRepairsPage');
const ManagerRepairPage = page(() => import('./pages/manager-repair-page'), 'ManagerRepairPage');
const ManagerReportsPage = page(() => import('./pages/manager-reports-page'), 'ManagerReportsPage');
const ManagerInspectionTemplatesPage = page(() => import('./pages/manager-inspection-templates-page'), 'ManagerInspectionTemplatesPage');
const ManagerInvoicePage = page(() => import('./pages/manager-invoice-page'), 'ManagerInvoicePage');
const ManagerPurchaseOrdersPage = page(() => import('./pages/manager-purchase-orders-page'), 'ManagerPurchaseOrdersPage');
const ManagerSuppliersPage = page(() => import('./pages/manager-suppliers-page'), 'ManagerSuppliersPage');
const ManagerStockPage = page(() => import('./pages/manager-stock-page'), 'ManagerStockPage');
const ManagerCashbookPage = page(() => import('./pages/manager-cashbook-page'), 'ManagerCashbookPage');
const ManagerReceivablesPage = page(() => import('./pages/manager-receivables-page'), 'ManagerReceivablesPage');
const ManagerStatementPage = page(() => import('./pages/manager-statement-page'), 'ManagerStatementPage');
const ManagerTransfersPage = page(() => import('./pages/manager-transfers-page'), 'ManagerTransfersPage');
const ManagerPrivacyPage = page(() => import('./pages/manager-privacy-page'), 'ManagerPrivacyPage');
const ManagerAuditPage = page(() => import('./pages/manager-audit-page'), 'ManagerAuditPage');
const ManagerServicePackagesPage = page(() => import('./pages/manager-service-packages-page'), 'ManagerServicePackagesPage');
const PrivacyNoticePage = page(() => import('./pages/privacy-notice-page'), 'PrivacyNoticePage');
const GuestPrivacyPage = page(() => import('./pages/guest-privacy-page'), 'GuestPrivacyPage');
const AccountPrivacyPage = page(() => import('./pages/account-privacy-page'), 'AccountPrivacyPage');
const AdminChatPage = page(() => import('./pages/admin-chat-page'), 'AdminChatPage');
// The technicians' tablet: its own chunk, which no public page loads.
const WorkshopPage = page(() => import('./pages/workshop-page'), 'WorkshopPage');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage />, handle: ISLAND_PAGE },
      { path: 'san-pham-noi-bat', element: <FeaturedProductsPage />, handle: ISLAND_PAGE },
      { path: 'san-pham', element: <ProductsPage />, handle: ISLAND_PAGE },
      { path: 'products', element: <ProductsPage />, handle: ISLAND_PAGE },
      { path: 'san-pham/:id', element: <ProductDetailPage />, handle: ISLAND_PAGE },
      { path: 'products/:id', element: <ProductDetailPage />, handle: ISLAND_PAGE },
      { path: 'tin-tuc', element: <NewsPage />, handle: ISLAND_PAGE },
      { path: 'news', element: <NewsPage />, handle: ISLAND_PAGE },
      { path: 'danh-sach-tin-tuc', element: <NewsListPage />, handle: ISLAND_PAGE },
      { path: 'news-list', element: <NewsListPage />, handle: ISLAND_PAGE },
      { path: 'tin-tuc/:id', element: <NewsDetailPage />, handle: ISLAND_PAGE },
      { path: 'news/:id', element: <NewsDetailPage />, handle: ISLAND_PAGE },
      { path: 'dich-vu', element: <ServicesPage />, handle: ISLAND_PAGE },
      { path: 'services', element: <ServicesPage />, handle: ISLAND_PAGE },
      { path: 'services/:slug', element: <SubServicePage />, handle: ISLAND_PAGE },
      { path: 'dich-vu-sua-chua', element: <RepairServicesPage />, handle: ISLAND_PAGE },
      { path: 'dich-vu-bao-duong-dinh-ky', element: <ServiceArticlePage />, handle: ISLAND_PAGE },
      { path: 'dich-vu-sua-chua-dong-co', element: <ServiceArticlePage />, handle: ISLAND_PAGE },
      { path: 'dich-vu-dong-son-xe', element: <ServiceArticlePage />, handle: ISLAND_PAGE },
      { path: 'dich-vu-phu-tung-chinh-hang', element: <ServiceArticlePage />, handle: ISLAND_PAGE },
      { path: 'dich-vu-cham-soc-xe', element: <ServiceArticlePage />, handle: ISLAND_PAGE },
      { path: 'oto-quan-12', element: <AboutPage />, handle: ISLAND_PAGE },
      { path: 'about', element: <AboutPage />, handle: ISLAND_PAGE },
      { path: 'quy-trinh', element: <ProcessPage />, handle: ISLAND_PAGE },
      { path: 'doi-tac', element: <PartnersPage />, handle: ISLAND_PAGE },
      { path: 'nhan-su', element: <StaffPage />, handle: ISLAND_PAGE },
      { path: 'lien-he', element: <ContactPage />, handle: ISLAND_PAGE },
      { path: 'contact', element: <ContactPage />, handle: ISLAND_PAGE },
      { path: 'tra-cuu-lich-hen', element: <BookingLookupPage />, handle: ISLAND_PAGE },
      { path: 'theo-doi-sua-chua', element: <RepairTrackingPage />, handle: ISLAND_PAGE },
      { path: 'chinh-sach-bao-mat', element: <PrivacyNoticePage />, handle: ISLAND_PAGE },
      { path: 'quyen-rieng-tu', element: <GuestPrivacyPage /> },
      { path: 'booking', element: <BookingListPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'account/profile', element: <AccountProfilePage /> },
      { path: 'account/update', element: <AccountUpdatePage /> },
      { path: 'account/changePass', element: <ChangePasswordPage /> },
      { path: 'account/likeProducts', element: <LikeProductsPage /> },
      { path: 'account/historyOrder', element: <OrderHistoryPage /> },
      { path: 'account/bookings', element: <MyBookingsPage /> },
      { path: 'account/vehicles', element: <MyVehiclesPage /> },
      { path: 'account/privacy', element: <AccountPrivacyPage /> },
      { path: 'cart/cartDetail', element: <CartPage /> },
      { path: 'order/checkout', element: <CheckoutPage /> },
      { path: 'order/orderDetail/:orderId', element: <OrderDetailPage /> },
      {
        path: 'manager',
        element: <ManagerArea />,
        children: [
          { index: true, element: <ManagerHomePage /> },
          { path: 'products', element: <ManagerProductsPage /> },
          { path: 'parts', element: <ManagerPartsPage /> },
          { path: 'news', element: <ManagerNewsPage /> },
          { path: 'banner', element: <ManagerBannerPage /> },
          { path: 'category', element: <ManagerCategoryPage /> },
          { path: 'staff', element: <ManagerStaffPage /> },
          { path: 'category-staff', element: <ManagerCategoryStaffPage /> },
          { path: 'accounts', element: <ManagerAccountsPage /> },
          { path: 'order', element: <ManagerOrdersPage /> },
          { path: 'booking', element: <ManagerBookingsPage /> },
          { path: 'booking-board', element: <ManagerDayBoardPage /> },
          { path: 'branches', element: <ManagerBranchesPage /> },
          { path: 'repairs', element: <ManagerRepairsPage /> },
          { path: 'repairs/:repairId', element: <ManagerRepairPage /> },
          { path: 'reports', element: <ManagerReportsPage /> },
          { path: 'inspection-templates', element: <ManagerInspectionTemplatesPage /> },
          { path: 'repairs/:repairId/invoice', element: <ManagerInvoicePage /> },
          { path: 'purchase-orders', element: <ManagerPurchaseOrdersPage /> },
          { path: 'suppliers', element: <ManagerSuppliersPage /> },
          { path: 'stock', element: <ManagerStockPage /> },
          { path: 'cashbook', element: <ManagerCashbookPage /> },
          { path: 'receivables', element: <ManagerReceivablesPage /> },
          { path: 'receivables/:creditAccountId', element: <ManagerStatementPage /> },
          { path: 'transfers', element: <ManagerTransfersPage /> },
          { path: 'privacy', element: <ManagerPrivacyPage /> },
          { path: 'audit', element: <ManagerAuditPage /> },
          { path: 'service-packages', element: <ManagerServicePackagesPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: 'xuong', element: <WorkshopPage /> },
      // The spec puts the staff's live chat outside /manager; it gets the same guarded shell.
      { path: 'admin-chat', element: <ChatArea />, children: [{ index: true, element: <AdminChatPage /> }] },
      { path: '*', element: <NotFoundPage />, handle: ISLAND_PAGE },
    ],
  },
];
