import { apiDownload } from '../../contract/client';
import { exportMyData as exportMyDataEndpoint } from '../../contract/privacy';

/** 'Tải dữ liệu của tôi': the signed-in person's data as one .zip, with the name the server gives it. */
export function exportMyData() {
  return apiDownload(exportMyDataEndpoint, {}, 'du-lieu-cua-toi.zip');
}
