import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TEXT_CUT } from '../../../contract/constants';
import { formatPrice } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import type { Product } from '../../../contract/products';
import { useDeleteProduct } from '../../../entities/product/delete-product';
import { useManagerProducts } from '../../../entities/product/get-manager-products';
import { useSetProductFeatured } from '../../../entities/product/set-product-featured';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Switch } from '../../../ui/switch';
import { useToast } from '../../../ui/toast';
import { FilterChip } from '../filter-chip';
import { DeleteRowButton, EditRowButton } from '../row-actions';
import { TruncatedText } from '../truncated-text';
import { useLoadFailure } from '../use-load-failure';
import { ProductSearch, type ProductSearchValues } from './product-search';

export interface ProductTableProps {
  onEdit: (product: Product) => void;
}

/** The services, 10 a page, searched and paged by the server; featured switches apply at once. */
export function ProductTable({ onEdit }: ProductTableProps) {
  const [search, setSearch] = useState<ProductSearchValues>({});
  const [page, setPage] = useState(1);
  // The start page's "low on stock" link narrows the list by stock; the chip takes it off.
  const [params, setParams] = useSearchParams();
  const maxQuantityParam = params.get('maxQuantity') ?? '';
  const maxQuantity = /^\d{1,6}$/.test(maxQuantityParam) ? Number(maxQuantityParam) : undefined;
  const { data, error, isLoading, mutate } = useManagerProducts({ page, ...search, maxQuantity });
  const { trigger: remove } = useDeleteProduct();
  const { trigger: setFeatured } = useSetProductFeatured();
  // The switch moves at once; the server's answer confirms it or takes it back.
  const [featuredNow, setFeaturedNow] = useState<Record<string, boolean>>({});
  const toast = useToast();
  const failure = useLoadFailure({ data, error, isLoading, mutate }, messages.products.managerListLoadFailed);

  const toggleFeatured = async (product: Product, isFeatured: boolean) => {
    setFeaturedNow((current) => ({ ...current, [product._id]: isFeatured }));
    try {
      await setFeatured({ id: product._id, isFeatured });
      toast.success(messages.products.featuredUpdateSuccess);
    } catch {
      toast.error(messages.products.featuredUpdateFailed);
    } finally {
      setFeaturedNow(({ [product._id]: _settled, ...rest }) => rest);
    }
  };

  const columns: DataTableColumn<Product>[] = [
    {
      key: 'image',
      header: 'Ảnh',
      cell: (product) =>
        product.image ? <img src={`${product.image}?w=160`} alt="" loading="lazy" className="size-12 rounded-inset object-cover" /> : <span className="text-ink-muted">—</span>,
    },
    { key: 'name', header: 'Tên dịch vụ', cell: (product) => <TruncatedText text={product.name} max={TEXT_CUT.productNameManager} className="font-semibold" /> },
    { key: 'category', header: 'Danh mục', cell: (product) => product.category_id.name, className: 'whitespace-nowrap' },
    { key: 'price', header: 'Giá', align: 'right', cell: (product) => formatPrice(product.price), className: 'whitespace-nowrap' },
    { key: 'quantity', header: 'Tồn kho', align: 'right', cell: (product) => product.quantity },
    { key: 'description', header: 'Mô tả', cell: (product) => <TruncatedText text={product.description} max={TEXT_CUT.descriptionManager} /> },
    {
      key: 'featured',
      header: 'Nổi bật',
      align: 'center',
      cell: (product) => (
        <Switch
          aria-label={`Nổi bật: ${product.name}`}
          checked={featuredNow[product._id] ?? product.isFeatured}
          disabled={product._id in featuredNow}
          onCheckedChange={(checked) => void toggleFeatured(product, checked)}
        />
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <ProductSearch
        onSearch={(values) => {
          setSearch(values);
          setPage(1);
        }}
      />
      {maxQuantity !== undefined ? (
        <FilterChip
          label={`Tồn kho ≤ ${maxQuantity}`}
          onRemove={() => {
            setParams((current) => {
              current.delete('maxQuantity');
              return current;
            });
            setPage(1);
          }}
        />
      ) : null}
      <DataTable
        caption="Danh sách dịch vụ"
        headingLevel={2}
        stackOnPhone
        columns={columns}
        rows={data?.items ?? []}
        getRowKey={(product) => product._id}
        total={data?.total ?? 0}
        totalLabel={(count) => `Tổng số: ${count} dịch vụ`}
        page={page}
        onPageChange={setPage}
        loading={isLoading}
        failure={failure}
        emptyMessage={search.q || search.minPrice !== undefined || search.maxPrice !== undefined ? messages.products.noSearchResults : messages.products.empty}
        rowActions={(product) => (
          <>
            <EditRowButton name={product.name} onEdit={() => onEdit(product)} />
            <DeleteRowButton
              name={product.name}
              noun="dịch vụ"
              onDelete={() => remove(product._id)}
              successMessage={messages.products.deleteSuccess}
              failureMessage={messages.products.deleteFailed}
            />
          </>
        )}
      />
    </div>
  );
}
