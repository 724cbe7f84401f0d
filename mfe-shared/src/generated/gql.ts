/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AdminProducts {\n  products(first: 4) {\n    totalCount\n    nodes {\n      id\n      name\n      sku\n      category\n      price\n      inStock\n      stockQuantity\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}": typeof types.AdminProductsDocument,
    "query AdminRecentMessages {\n  messages(folder: INBOX, first: 3) {\n    totalCount\n    nodes {\n      id\n      content\n      createdAt\n      isRead\n      messageType\n      sender {\n        id\n        name\n        company\n        avatarInitials\n      }\n      relatedOrder {\n        id\n        orderCode\n      }\n    }\n  }\n}": typeof types.AdminRecentMessagesDocument,
    "query AdminRecentOrders {\n  orders(first: 5) {\n    totalCount\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      dueDate\n      product {\n        id\n        name\n        sku\n      }\n      buyer {\n        id\n        name\n        company\n      }\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}": typeof types.AdminRecentOrdersDocument,
    "query AdminSystemStatus {\n  systemStatus {\n    serverStartedAt\n    databaseReachable\n    databaseLatencyMs\n    embedded\n    lastBackupAt\n  }\n}": typeof types.AdminSystemStatusDocument,
    "query BuyerCatalogProducts {\n  products(first: 4) {\n    totalCount\n    nodes {\n      id\n      name\n      sku\n      category\n      price\n      inStock\n      stockQuantity\n      imageUrl\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}": typeof types.BuyerCatalogProductsDocument,
    "query BuyerDashboardHeader {\n  publicSettings {\n    companyName\n  }\n}": typeof types.BuyerDashboardHeaderDocument,
    "query BuyerDashboardStats {\n  dashboardStats {\n    activeOrders {\n      value\n      change\n    }\n    pendingApprovals {\n      value\n      change\n    }\n    newMessages {\n      value\n      change\n    }\n    onTimeDelivery {\n      value\n      change\n    }\n  }\n}": typeof types.BuyerDashboardStatsDocument,
    "query BuyerRecentMessages {\n  messages(folder: INBOX, first: 3) {\n    totalCount\n    nodes {\n      id\n      content\n      createdAt\n      isRead\n      messageType\n      sender {\n        id\n        name\n        company\n        avatarInitials\n      }\n      relatedOrder {\n        id\n        orderCode\n      }\n    }\n  }\n}": typeof types.BuyerRecentMessagesDocument,
    "query BuyerRecentOrders {\n  orders(first: 5) {\n    totalCount\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      dueDate\n      product {\n        id\n        name\n        sku\n      }\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}": typeof types.BuyerRecentOrdersDocument,
    "query VendorActiveOrders {\n  orders(first: 50) {\n    totalCount\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      dueDate\n      progress\n      product {\n        id\n        name\n        sku\n      }\n      buyer {\n        id\n        name\n        company\n      }\n    }\n  }\n}": typeof types.VendorActiveOrdersDocument,
    "query VendorMyProducts {\n  products(first: 4) {\n    totalCount\n    nodes {\n      id\n      name\n      sku\n      category\n      price\n      inStock\n      stockQuantity\n    }\n  }\n}": typeof types.VendorMyProductsDocument,
    "query VendorRecentMessages {\n  messages(folder: INBOX, first: 3) {\n    totalCount\n    nodes {\n      id\n      content\n      createdAt\n      isRead\n      messageType\n      sender {\n        id\n        name\n        company\n        avatarInitials\n      }\n      relatedOrder {\n        id\n        orderCode\n      }\n    }\n  }\n}": typeof types.VendorRecentMessagesDocument,
};
const documents: Documents = {
    "query AdminProducts {\n  products(first: 4) {\n    totalCount\n    nodes {\n      id\n      name\n      sku\n      category\n      price\n      inStock\n      stockQuantity\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}": types.AdminProductsDocument,
    "query AdminRecentMessages {\n  messages(folder: INBOX, first: 3) {\n    totalCount\n    nodes {\n      id\n      content\n      createdAt\n      isRead\n      messageType\n      sender {\n        id\n        name\n        company\n        avatarInitials\n      }\n      relatedOrder {\n        id\n        orderCode\n      }\n    }\n  }\n}": types.AdminRecentMessagesDocument,
    "query AdminRecentOrders {\n  orders(first: 5) {\n    totalCount\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      dueDate\n      product {\n        id\n        name\n        sku\n      }\n      buyer {\n        id\n        name\n        company\n      }\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}": types.AdminRecentOrdersDocument,
    "query AdminSystemStatus {\n  systemStatus {\n    serverStartedAt\n    databaseReachable\n    databaseLatencyMs\n    embedded\n    lastBackupAt\n  }\n}": types.AdminSystemStatusDocument,
    "query BuyerCatalogProducts {\n  products(first: 4) {\n    totalCount\n    nodes {\n      id\n      name\n      sku\n      category\n      price\n      inStock\n      stockQuantity\n      imageUrl\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}": types.BuyerCatalogProductsDocument,
    "query BuyerDashboardHeader {\n  publicSettings {\n    companyName\n  }\n}": types.BuyerDashboardHeaderDocument,
    "query BuyerDashboardStats {\n  dashboardStats {\n    activeOrders {\n      value\n      change\n    }\n    pendingApprovals {\n      value\n      change\n    }\n    newMessages {\n      value\n      change\n    }\n    onTimeDelivery {\n      value\n      change\n    }\n  }\n}": types.BuyerDashboardStatsDocument,
    "query BuyerRecentMessages {\n  messages(folder: INBOX, first: 3) {\n    totalCount\n    nodes {\n      id\n      content\n      createdAt\n      isRead\n      messageType\n      sender {\n        id\n        name\n        company\n        avatarInitials\n      }\n      relatedOrder {\n        id\n        orderCode\n      }\n    }\n  }\n}": types.BuyerRecentMessagesDocument,
    "query BuyerRecentOrders {\n  orders(first: 5) {\n    totalCount\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      dueDate\n      product {\n        id\n        name\n        sku\n      }\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}": types.BuyerRecentOrdersDocument,
    "query VendorActiveOrders {\n  orders(first: 50) {\n    totalCount\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      dueDate\n      progress\n      product {\n        id\n        name\n        sku\n      }\n      buyer {\n        id\n        name\n        company\n      }\n    }\n  }\n}": types.VendorActiveOrdersDocument,
    "query VendorMyProducts {\n  products(first: 4) {\n    totalCount\n    nodes {\n      id\n      name\n      sku\n      category\n      price\n      inStock\n      stockQuantity\n    }\n  }\n}": types.VendorMyProductsDocument,
    "query VendorRecentMessages {\n  messages(folder: INBOX, first: 3) {\n    totalCount\n    nodes {\n      id\n      content\n      createdAt\n      isRead\n      messageType\n      sender {\n        id\n        name\n        company\n        avatarInitials\n      }\n      relatedOrder {\n        id\n        orderCode\n      }\n    }\n  }\n}": types.VendorRecentMessagesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminProducts {\n  products(first: 4) {\n    totalCount\n    nodes {\n      id\n      name\n      sku\n      category\n      price\n      inStock\n      stockQuantity\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}"): (typeof documents)["query AdminProducts {\n  products(first: 4) {\n    totalCount\n    nodes {\n      id\n      name\n      sku\n      category\n      price\n      inStock\n      stockQuantity\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminRecentMessages {\n  messages(folder: INBOX, first: 3) {\n    totalCount\n    nodes {\n      id\n      content\n      createdAt\n      isRead\n      messageType\n      sender {\n        id\n        name\n        company\n        avatarInitials\n      }\n      relatedOrder {\n        id\n        orderCode\n      }\n    }\n  }\n}"): (typeof documents)["query AdminRecentMessages {\n  messages(folder: INBOX, first: 3) {\n    totalCount\n    nodes {\n      id\n      content\n      createdAt\n      isRead\n      messageType\n      sender {\n        id\n        name\n        company\n        avatarInitials\n      }\n      relatedOrder {\n        id\n        orderCode\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminRecentOrders {\n  orders(first: 5) {\n    totalCount\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      dueDate\n      product {\n        id\n        name\n        sku\n      }\n      buyer {\n        id\n        name\n        company\n      }\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}"): (typeof documents)["query AdminRecentOrders {\n  orders(first: 5) {\n    totalCount\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      dueDate\n      product {\n        id\n        name\n        sku\n      }\n      buyer {\n        id\n        name\n        company\n      }\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminSystemStatus {\n  systemStatus {\n    serverStartedAt\n    databaseReachable\n    databaseLatencyMs\n    embedded\n    lastBackupAt\n  }\n}"): (typeof documents)["query AdminSystemStatus {\n  systemStatus {\n    serverStartedAt\n    databaseReachable\n    databaseLatencyMs\n    embedded\n    lastBackupAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BuyerCatalogProducts {\n  products(first: 4) {\n    totalCount\n    nodes {\n      id\n      name\n      sku\n      category\n      price\n      inStock\n      stockQuantity\n      imageUrl\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}"): (typeof documents)["query BuyerCatalogProducts {\n  products(first: 4) {\n    totalCount\n    nodes {\n      id\n      name\n      sku\n      category\n      price\n      inStock\n      stockQuantity\n      imageUrl\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BuyerDashboardHeader {\n  publicSettings {\n    companyName\n  }\n}"): (typeof documents)["query BuyerDashboardHeader {\n  publicSettings {\n    companyName\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BuyerDashboardStats {\n  dashboardStats {\n    activeOrders {\n      value\n      change\n    }\n    pendingApprovals {\n      value\n      change\n    }\n    newMessages {\n      value\n      change\n    }\n    onTimeDelivery {\n      value\n      change\n    }\n  }\n}"): (typeof documents)["query BuyerDashboardStats {\n  dashboardStats {\n    activeOrders {\n      value\n      change\n    }\n    pendingApprovals {\n      value\n      change\n    }\n    newMessages {\n      value\n      change\n    }\n    onTimeDelivery {\n      value\n      change\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BuyerRecentMessages {\n  messages(folder: INBOX, first: 3) {\n    totalCount\n    nodes {\n      id\n      content\n      createdAt\n      isRead\n      messageType\n      sender {\n        id\n        name\n        company\n        avatarInitials\n      }\n      relatedOrder {\n        id\n        orderCode\n      }\n    }\n  }\n}"): (typeof documents)["query BuyerRecentMessages {\n  messages(folder: INBOX, first: 3) {\n    totalCount\n    nodes {\n      id\n      content\n      createdAt\n      isRead\n      messageType\n      sender {\n        id\n        name\n        company\n        avatarInitials\n      }\n      relatedOrder {\n        id\n        orderCode\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BuyerRecentOrders {\n  orders(first: 5) {\n    totalCount\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      dueDate\n      product {\n        id\n        name\n        sku\n      }\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}"): (typeof documents)["query BuyerRecentOrders {\n  orders(first: 5) {\n    totalCount\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      dueDate\n      product {\n        id\n        name\n        sku\n      }\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorActiveOrders {\n  orders(first: 50) {\n    totalCount\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      dueDate\n      progress\n      product {\n        id\n        name\n        sku\n      }\n      buyer {\n        id\n        name\n        company\n      }\n    }\n  }\n}"): (typeof documents)["query VendorActiveOrders {\n  orders(first: 50) {\n    totalCount\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      dueDate\n      progress\n      product {\n        id\n        name\n        sku\n      }\n      buyer {\n        id\n        name\n        company\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorMyProducts {\n  products(first: 4) {\n    totalCount\n    nodes {\n      id\n      name\n      sku\n      category\n      price\n      inStock\n      stockQuantity\n    }\n  }\n}"): (typeof documents)["query VendorMyProducts {\n  products(first: 4) {\n    totalCount\n    nodes {\n      id\n      name\n      sku\n      category\n      price\n      inStock\n      stockQuantity\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorRecentMessages {\n  messages(folder: INBOX, first: 3) {\n    totalCount\n    nodes {\n      id\n      content\n      createdAt\n      isRead\n      messageType\n      sender {\n        id\n        name\n        company\n        avatarInitials\n      }\n      relatedOrder {\n        id\n        orderCode\n      }\n    }\n  }\n}"): (typeof documents)["query VendorRecentMessages {\n  messages(folder: INBOX, first: 3) {\n    totalCount\n    nodes {\n      id\n      content\n      createdAt\n      isRead\n      messageType\n      sender {\n        id\n        name\n        company\n        avatarInitials\n      }\n      relatedOrder {\n        id\n        orderCode\n      }\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;