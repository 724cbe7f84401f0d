import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, useSession } from 'mfe-shared';
import { ProductDetails } from './components/ProductDetails';
import { StyledProductScreen } from './components/ProductPageHeading';
import { newOrderPathFor } from './productLinks';


/**
 * /products/:id for every role: the product with its specifications (each linking to
 * /specifications/{id}); buyers can order it, its vendor and admins can edit it.
 */
export function ProductDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const role = user?.role;
  const backTo = role === 'admin' ? '/admin/products' : role === 'vendor' ? '/vendor/products' : '/buyer/products';

  return (
    <StyledProductScreen>
      <div>
        <Link to={backTo}>Back to products</Link>
      </div>
      <ProductDetails
        productId={Number(id)}
        notFoundAction={<Link to={backTo}>Back to products</Link>}
        renderActions={(product) => (
          <>
            {role === 'buyer' && !product.archivedAt && (
              <Button onClick={() => navigate(newOrderPathFor(product))}>Order This Product</Button>
            )}
            {role === 'vendor' && product.vendor.id === user?.id && !product.archivedAt && (
              <Button $variant="secondary" onClick={() => navigate(`/vendor/products/edit/${product.id}`)}>
                Edit
              </Button>
            )}
            {role === 'admin' && (
              <Button $variant="secondary" onClick={() => navigate(`/admin/products/edit/${product.id}`)}>
                Edit
              </Button>
            )}
          </>
        )}
      />
    </StyledProductScreen>
  );
}
