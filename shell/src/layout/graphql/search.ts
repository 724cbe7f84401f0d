import { gql, type TypedDocumentNode } from '@apollo/client';

export type SearchData = {
  search: {
    orders: { id: number; orderCode: string; status: string; product: { id: number; name: string } }[];
    products: { id: number; name: string; sku: string }[];
    specifications: { id: number; title: string; product: { id: number; name: string } }[];
  };
};

/** The header search: orders, products and specifications the user may see. */
export const SEARCH: TypedDocumentNode<SearchData, { query: string; limit: number }> = gql`
  query HeaderSearch($query: String!, $limit: Int) {
    search(query: $query, limit: $limit) {
      orders {
        id
        orderCode
        status
        product {
          id
          name
        }
      }
      products {
        id
        name
        sku
      }
      specifications {
        id
        title
        product {
          id
          name
        }
      }
    }
  }
`;
