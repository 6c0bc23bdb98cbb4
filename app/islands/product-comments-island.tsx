import { ProductComments } from '../../features/catalog/product-comments';
import { useCommentViewer } from '../comment-slot';

export interface ProductCommentsIslandProps {
  productId: string;
}

/**
 * A service's comments with the form and the delete buttons of the signed-in customer: one
 * island, as a comment sent or deleted changes the list above it.
 */
export function ProductCommentsIsland({ productId }: ProductCommentsIslandProps) {
  const { viewer, onLoginRequest } = useCommentViewer();
  return <ProductComments productId={productId} viewer={viewer} onLoginRequest={onLoginRequest} />;
}
