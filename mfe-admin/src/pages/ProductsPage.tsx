import { useQuery } from '@apollo/client/react';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, CardHeader, CardTitle, PageHeading, PageStack } from 'mfe-shared';
import { ProductsDetailDocument } from 'mfe-shared/operations';
import { ProductDetails, ProductEditor, ProductSpecificationsList } from 'mfe_screens/products';
import { AdminProductList } from '../modules/products/components/AdminProductList';

const LIST = '/admin/products';

function ProductListScreen() {
  const navigate = useNavigate();
  return (
    <PageStack>
      <PageHeading
        title="Product Management"
        description="Every vendor's products."
        actions={<Button onClick={() => navigate('new')}>Add Product</Button>}
      />
      <AdminProductList />
    </PageStack>
  );
}

function ProductNewScreen() {
  const navigate = useNavigate();
  const handleBack = () => navigate(LIST);
  return (
    <PageStack>
      <PageHeading title="Add Product" description="Add a product to a vendor's catalog." />
      <ProductEditor chooseVendor onDone={handleBack} onCancel={handleBack} />
    </PageStack>
  );
}

function ProductEditScreen() {
  const { id } = useParams();
  const navigate = useNavigate();
  const handleBack = () => navigate(LIST);
  return (
    <PageStack>
      <PageHeading title="Edit Product" />
      <ProductEditor key={id} productId={Number(id)} onDone={handleBack} onCancel={handleBack} />
    </PageStack>
  );
}

function ProductViewScreen() {
  const { id } = useParams();
  const navigate = useNavigate();
  return (
    <PageStack>
      <div>
        <Link to={LIST}>Back to products</Link>
      </div>
      <ProductDetails
        productId={Number(id)}
        notFoundAction={<Link to={LIST}>Back to products</Link>}
        renderActions={(product) =>
          product.availableActions.includes('Edit') ? (
            <Button $variant="secondary" onClick={() => navigate(`${LIST}/edit/${product.id}`)}>
              Edit
            </Button>
          ) : null
        }
      />
    </PageStack>
  );
}

const StyledProductName = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

/** The product the specifications belong to: its name (linking to it), SKU and vendor. */
function SpecsProductName({ productId }: { productId: number }) {
  const { data, error } = useQuery(ProductsDetailDocument, { variables: { id: productId } });
  const product = data?.product;
  if (error && !product) return <StyledProductName role="alert">Product not found</StyledProductName>;
  if (!product) return null;
  return (
    <StyledProductName>
      <Link to={`${LIST}/view/${product.id}`}>{product.name}</Link> · SKU {product.sku}
      {product.vendor.company ? ` · ${product.vendor.company}` : ''}
    </StyledProductName>
  );
}

function ProductSpecsScreen() {
  const { id } = useParams();
  const productId = Number(id);
  return (
    <PageStack>
      <div>
        <Link to={LIST}>Back to products</Link>
      </div>
      <Card aria-labelledby="admin-product-specs-title">
        <CardHeader>
          <CardTitle id="admin-product-specs-title">Product Specifications</CardTitle>
          <SpecsProductName productId={productId} />
        </CardHeader>
        <ProductSpecificationsList productId={productId} />
      </Card>
    </PageStack>
  );
}

/** /admin/products/*: the list, new, view/:id, edit/:id and specs/:id (DECISIONS.md 1). */
export function ProductsPage() {
  return (
    <Routes>
      <Route index element={<ProductListScreen />} />
      <Route path="new" element={<ProductNewScreen />} />
      <Route path="view/:id" element={<ProductViewScreen />} />
      <Route path="edit/:id" element={<ProductEditScreen />} />
      <Route path="specs/:id" element={<ProductSpecsScreen />} />
      <Route path="*" element={<ProductListScreen />} />
    </Routes>
  );
}
