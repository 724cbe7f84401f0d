import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, PageStack, useSession } from 'mfe-shared';
import { ProductDetails } from './components/ProductDetails';
import { newOrderPathFor } from './productLinks';

/**
 * /products/:id for every role: the product with its specifications (each linking to
 * /specifications/{id}) and the actions the server says the user may take (availableActions):
 * a buyer orders it, its vendor or an admin edits it.
 */
export function ProductDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  // The products list of the user's own area (/buyer, /vendor or /admin).
  const list = `/${user?.role ?? 'buyer'}/products`;

  return (
    <PageStack>
      <div>
        <Link to={list}>Back to products</Link>
      </div>
      <ProductDetails
        productId={Number(id)}
        notFoundAction={<Link to={list}>Back to products</Link>}
        renderActions={(product) => (
          <>
            {product.availableActions.includes('Order') && (
              <Button onClick={() => navigate(newOrderPathFor(product))}>Order This Product</Button>
            )}
            {product.availableActions.includes('Edit') && (
              <Button $variant="secondary" onClick={() => navigate(`${list}/edit/${product.id}`)}>
                Edit
              </Button>
            )}
          </>
        )}
      />
    </PageStack>
  );
}
