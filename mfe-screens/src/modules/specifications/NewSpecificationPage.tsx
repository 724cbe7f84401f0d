import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, Card, CardTitle, FormField, Select, useToast } from 'mfe-shared';
import { SpecificationCreateDocument, SpecificationProductsDocument } from 'mfe-shared/operations';
import { SpecificationForm, type SpecificationFormValues } from './SpecificationForm';

/** /specifications/new: a specification for a product the user may write for (SPEC.md 5). */
export function NewSpecificationPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { toast } = useToast();
  const [productId, setProductId] = useState(params.get('productId') ?? '');
  const products = useQuery(SpecificationProductsDocument);
  const [create, { loading }] = useMutation(SpecificationCreateDocument);

  const handleSubmit = async (values: SpecificationFormValues) => {
    if (!productId) {
      toast({ title: 'Select a product first', variant: 'destructive' });
      return;
    }
    try {
      const result = await create({
        variables: {
          input: {
            productId: Number(productId),
            title: values.title,
            details: values.details,
            description: values.description || null,
            category: values.category || null,
            sections: values.sections,
          },
        },
      });
      toast({ title: 'Specification created' });
      navigate(`/specifications/${result.data!.createSpecification.id}`);
    } catch (err) {
      const server = err instanceof ApiError ? err.serverMessage : (err as Error).message;
      toast({
        title: 'Failed to create specification',
        description: server || 'There was an error creating the specification. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Card>
      <CardTitle>Create Specification</CardTitle>
      <SpecificationForm
        initial={{ title: '', category: '', description: '', details: '', sections: [] }}
        submitLabel="Create Specification"
        pendingLabel="Creating..."
        pending={loading}
        onSubmit={handleSubmit}
        onCancel={() => navigate('/specifications')}
      >
        <FormField label="Product" required>
          <Select value={productId} onChange={(e) => setProductId(e.target.value)}>
            <option value="">Select a product</option>
            {products.data?.products.nodes.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.sku})
              </option>
            ))}
          </Select>
        </FormField>
      </SpecificationForm>
    </Card>
  );
}
