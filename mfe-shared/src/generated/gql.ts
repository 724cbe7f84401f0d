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
    "query AdminAssociationsBuyers {\n  buyers {\n    id\n    name\n    company\n  }\n}": typeof types.AdminAssociationsBuyersDocument,
    "mutation AdminAssociationsCreate($input: CreateConnectionInput!) {\n  createConnection(input: $input) {\n    id\n    status\n  }\n}": typeof types.AdminAssociationsCreateDocument,
    "query AdminAssociationsList($status: String, $search: String) {\n  connections(status: $status, search: $search) {\n    connections {\n      id\n      status\n      createdAt\n      buyer {\n        id\n        name\n        company\n      }\n      vendor {\n        id\n        name\n        company\n      }\n    }\n    stats {\n      total\n      active\n      pending\n      blocked\n    }\n  }\n}": typeof types.AdminAssociationsListDocument,
    "mutation AdminAssociationsSetStatus($id: Int!, $status: String!) {\n  setConnectionStatus(id: $id, status: $status) {\n    id\n    status\n  }\n}": typeof types.AdminAssociationsSetStatusDocument,
    "query AdminAssociationsVendors {\n  vendors {\n    id\n    name\n    company\n  }\n}": typeof types.AdminAssociationsVendorsDocument,
    "query AdminRecentOrders {\n  orders(first: 5) {\n    totalCount\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      schedule\n      dueDate\n      product {\n        id\n        name\n        sku\n      }\n      buyer {\n        id\n        name\n        company\n      }\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}": typeof types.AdminRecentOrdersDocument,
    "query AdminSystemStatus {\n  systemStatus {\n    serverStartedAt\n    databaseReachable\n    databaseLatencyMs\n    embedded\n    lastBackupAt\n  }\n}": typeof types.AdminSystemStatusDocument,
    "query AdminMilestoneTemplates {\n  milestoneTemplates {\n    id\n    name\n    isDefault\n    updatedAt\n    steps {\n      name\n      owner\n      offsetDays\n    }\n  }\n}": typeof types.AdminMilestoneTemplatesDocument,
    "mutation AdminSaveMilestoneTemplate($input: MilestoneTemplateInput!) {\n  saveMilestoneTemplate(input: $input) {\n    id\n    name\n    isDefault\n    steps {\n      name\n      owner\n      offsetDays\n    }\n  }\n}": typeof types.AdminSaveMilestoneTemplateDocument,
    "mutation AdminSettingsApplyLogRetention {\n  applyLogRetention\n}": typeof types.AdminSettingsApplyLogRetentionDocument,
    "query AdminSettingsAuditLogs($level: String, $source: String, $search: String, $first: Int, $after: String) {\n  auditLogs(\n    level: $level\n    source: $source\n    search: $search\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      id\n      at\n      level\n      source\n      message\n      actorName\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    totalCount\n  }\n}": typeof types.AdminSettingsAuditLogsDocument,
    "query AdminSettingsAuditSources {\n  auditSources\n}": typeof types.AdminSettingsAuditSourcesDocument,
    "query AdminSettingsBackups {\n  backups {\n    name\n    createdAt\n    sizeBytes\n    trigger\n    downloadUrl\n  }\n}": typeof types.AdminSettingsBackupsDocument,
    "mutation AdminSettingsCreateBackup {\n  createBackup {\n    name\n    createdAt\n    sizeBytes\n    trigger\n    downloadUrl\n  }\n}": typeof types.AdminSettingsCreateBackupDocument,
    "query AdminSettingsDatabaseInfo {\n  databaseInfo {\n    driver\n    serverVersion\n    databaseSize\n    tables {\n      name\n      rows\n    }\n  }\n}": typeof types.AdminSettingsDatabaseInfoDocument,
    "query AdminSettingsOutbox($status: String, $first: Int) {\n  outboxEmails(status: $status, first: $first) {\n    id\n    to\n    subject\n    status\n    attempts\n    lastError\n    nextAttemptAt\n    createdAt\n    sentAt\n    canRetry\n  }\n}": typeof types.AdminSettingsOutboxDocument,
    "mutation AdminSettingsRetryEmail($id: Int!) {\n  retryOutboxEmail(id: $id) {\n    id\n    status\n    attempts\n    lastError\n    nextAttemptAt\n    canRetry\n  }\n}": typeof types.AdminSettingsRetryEmailDocument,
    "mutation AdminSettingsRunDiagnostics {\n  runDiagnostics {\n    name\n    ok\n    detail\n  }\n}": typeof types.AdminSettingsRunDiagnosticsDocument,
    "query AdminSettingsSection($section: String!) {\n  settings(section: $section)\n}": typeof types.AdminSettingsSectionDocument,
    "mutation AdminSettingsSyncSchema {\n  syncSchema\n}": typeof types.AdminSettingsSyncSchemaDocument,
    "mutation AdminSettingsTestEmail($to: String) {\n  testEmailSettings(to: $to) {\n    ok\n    message\n  }\n}": typeof types.AdminSettingsTestEmailDocument,
    "mutation AdminSettingsUpdate($section: String!, $values: JSONObject!) {\n  updateSettings(section: $section, values: $values)\n}": typeof types.AdminSettingsUpdateDocument,
    "mutation AdminCreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    id\n    name\n    username\n  }\n}": typeof types.AdminCreateUserDocument,
    "mutation AdminDeleteUser($id: Int!) {\n  deleteUser(id: $id) {\n    id\n    deleted\n    deactivated\n  }\n}": typeof types.AdminDeleteUserDocument,
    "mutation AdminUpdateUser($id: Int!, $input: UpdateUserInput!) {\n  updateUser(id: $id, input: $input) {\n    id\n    name\n    username\n    email\n    role\n    company\n    avatarInitials\n    active\n  }\n}": typeof types.AdminUpdateUserDocument,
    "query AdminUserDetail($id: Int!) {\n  user(id: $id) {\n    id\n    name\n    username\n    email\n    role\n    company\n    avatarInitials\n    active\n  }\n}": typeof types.AdminUserDetailDocument,
    "query AdminUsersList($search: String, $role: String) {\n  users(search: $search, role: $role) {\n    users {\n      id\n      name\n      username\n      email\n      role\n      company\n      avatarInitials\n      active\n    }\n    counts {\n      total\n      admins\n      buyers\n      vendors\n    }\n  }\n}": typeof types.AdminUsersListDocument,
    "query BuyerDashboardHeader {\n  publicSettings {\n    companyName\n  }\n}": typeof types.BuyerDashboardHeaderDocument,
    "query BuyerRecentOrders {\n  orders(first: 5) {\n    totalCount\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      schedule\n      dueDate\n      product {\n        id\n        name\n        sku\n      }\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}": typeof types.BuyerRecentOrdersDocument,
    "mutation InventoryAdjust($itemId: Int!, $delta: Int!, $reason: String!) {\n  adjustInventory(itemId: $itemId, delta: $delta, reason: $reason) {\n    id\n    onHand\n    reorderPoint\n    status\n    updatedAt\n  }\n}": typeof types.InventoryAdjustDocument,
    "query InventoryCatalogPicker($search: String) {\n  products(search: $search, first: 100) {\n    nodes {\n      id\n      name\n      sku\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}": typeof types.InventoryCatalogPickerDocument,
    "query InventoryItems($tab: InventoryTab, $search: String, $category: String, $vendorId: Int, $addedFrom: String, $addedTo: String, $minPrice: Float, $maxPrice: Float, $sortBy: String, $direction: String) {\n  inventoryItems(\n    tab: $tab\n    search: $search\n    category: $category\n    vendorId: $vendorId\n    addedFrom: $addedFrom\n    addedTo: $addedTo\n    minPrice: $minPrice\n    maxPrice: $maxPrice\n    sortBy: $sortBy\n    direction: $direction\n  ) {\n    counts {\n      all\n      inStock\n      lowStock\n      outOfStock\n    }\n    items {\n      id\n      onHand\n      reorderPoint\n      status\n      createdAt\n      updatedAt\n      product {\n        id\n        name\n        sku\n        category\n        price\n        vendor {\n          id\n          name\n          company\n        }\n      }\n    }\n  }\n}": typeof types.InventoryItemsDocument,
    "query InventoryMoves($itemId: Int!) {\n  inventoryMoves(itemId: $itemId) {\n    id\n    delta\n    reason\n    balanceAfter\n    createdAt\n    createdByName\n    orderCode\n  }\n}": typeof types.InventoryMovesDocument,
    "mutation InventorySetReorderPoint($itemId: Int!, $reorderPoint: Int!) {\n  setReorderPoint(itemId: $itemId, reorderPoint: $reorderPoint) {\n    id\n    onHand\n    reorderPoint\n    status\n    updatedAt\n  }\n}": typeof types.InventorySetReorderPointDocument,
    "mutation InventoryTrackProduct($productId: Int!, $onHand: Int!, $reorderPoint: Int!) {\n  trackProduct(\n    productId: $productId\n    onHand: $onHand\n    reorderPoint: $reorderPoint\n  ) {\n    id\n    onHand\n    reorderPoint\n    status\n  }\n}": typeof types.InventoryTrackProductDocument,
    "mutation InventoryUntrack($itemId: Int!) {\n  untrackProduct(itemId: $itemId)\n}": typeof types.InventoryUntrackDocument,
    "query Analytics($filter: AnalyticsFilterInput) {\n  analytics(filter: $filter) {\n    vendorId\n    from\n    to\n    ordersByStatus {\n      status\n      orders\n      units\n    }\n    onTimeByMonth {\n      month\n      completed\n      onTime\n      late\n      percent\n    }\n    leadTimeByVendor {\n      vendor {\n        id\n        name\n        company\n      }\n      completed\n      averageDays\n    }\n    volumeByCategory {\n      category\n      orders\n      units\n    }\n    lateOrders(first: 50) {\n      totalCount\n      byVendor {\n        vendor {\n          id\n          name\n          company\n        }\n        orders\n      }\n      orders {\n        id\n        orderCode\n        productName\n        sku\n        quantity\n        status\n        dueDate\n        daysOverdue\n        buyer {\n          id\n          name\n          company\n        }\n        vendor {\n          id\n          name\n          company\n        }\n      }\n    }\n  }\n}": typeof types.AnalyticsDocument,
    "query AnalyticsVendors {\n  analytics {\n    vendors {\n      id\n      name\n      company\n    }\n  }\n}": typeof types.AnalyticsVendorsDocument,
    "query DashboardProducts {\n  products(first: 4) {\n    totalCount\n    nodes {\n      id\n      name\n      sku\n      category\n      price\n      inStock\n      stockQuantity\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}": typeof types.DashboardProductsDocument,
    "query DashboardRecentMessages {\n  messages(folder: INBOX, first: 3) {\n    totalCount\n    nodes {\n      id\n      content\n      createdAt\n      isRead\n      messageType\n      sender {\n        id\n        name\n        company\n        avatarInitials\n      }\n      relatedOrder {\n        id\n        orderCode\n      }\n    }\n  }\n}": typeof types.DashboardRecentMessagesDocument,
    "query DashboardStats {\n  dashboardStats {\n    activeOrders {\n      value\n      change\n    }\n    pendingApprovals {\n      value\n      change\n    }\n    newMessages {\n      value\n      change\n    }\n    onTimeDelivery {\n      value\n      change\n    }\n  }\n}": typeof types.DashboardStatsDocument,
    "query DashboardTimeline {\n  dashboardTimeline(first: 5) {\n    totalCount\n    needsActionCount\n    items {\n      orderId\n      orderCode\n      productName\n      status\n      dueDate\n      updatedAt\n      requiresAction\n    }\n  }\n}": typeof types.DashboardTimelineDocument,
    "query MessagesList($folder: MessageFolder!, $search: String, $first: Int, $after: String) {\n  messages(folder: $folder, search: $search, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      id\n      content\n      createdAt\n      isRead\n      messageType\n      sender {\n        id\n        name\n        company\n        avatarInitials\n      }\n      receiver {\n        id\n        name\n        company\n        avatarInitials\n      }\n      relatedOrder {\n        id\n        orderCode\n      }\n    }\n  }\n}": typeof types.MessagesListDocument,
    "mutation MessagesMarkRead($id: Int!) {\n  markMessageRead(id: $id) {\n    id\n    isRead\n  }\n}": typeof types.MessagesMarkReadDocument,
    "query MessagesMessage($id: Int!) {\n  message(id: $id) {\n    id\n    content\n    createdAt\n    isRead\n    messageType\n    sender {\n      id\n      name\n      company\n      avatarInitials\n    }\n    receiver {\n      id\n      name\n      company\n      avatarInitials\n    }\n    relatedOrder {\n      id\n      orderCode\n    }\n  }\n}": typeof types.MessagesMessageDocument,
    "query MessagesOrders {\n  orders(first: 100) {\n    nodes {\n      id\n      orderCode\n      product {\n        id\n        name\n      }\n      buyer {\n        id\n      }\n      vendor {\n        id\n      }\n    }\n  }\n}": typeof types.MessagesOrdersDocument,
    "subscription MessagesReceived {\n  messageReceived {\n    id\n    createdAt\n    isRead\n  }\n}": typeof types.MessagesReceivedDocument,
    "query MessagesRecipients {\n  messageRecipients {\n    id\n    name\n    company\n    role\n  }\n}": typeof types.MessagesRecipientsDocument,
    "mutation MessagesSend($input: SendMessageInput!) {\n  sendMessage(input: $input) {\n    id\n    createdAt\n    messageType\n    receiver {\n      id\n      name\n    }\n  }\n}": typeof types.MessagesSendDocument,
    "mutation OrdersAcceptOrder($id: ID!) {\n  acceptOrder(id: $id) {\n    id\n    ackStatus\n  }\n}": typeof types.OrdersAcceptOrderDocument,
    "mutation OrdersAnswerOrderProposal($id: ID!, $accept: Boolean!) {\n  answerOrderProposal(id: $id, accept: $accept) {\n    id\n    ackStatus\n    dueDate\n    quantity\n  }\n}": typeof types.OrdersAnswerOrderProposalDocument,
    "mutation OrdersApproveOrder($id: ID!, $version: Int) {\n  approveOrder(id: $id, version: $version) {\n    id\n    status\n    requestedStatus\n    previousStatus\n    progress\n    version\n    updatedAt\n  }\n}": typeof types.OrdersApproveOrderDocument,
    "mutation OrdersCreateOrder($input: CreateOrderInput!) {\n  createOrder(input: $input) {\n    id\n    orderCode\n    status\n    version\n  }\n}": typeof types.OrdersCreateOrderDocument,
    "query OrdersListOrders($search: String, $status: OrderStatus, $schedule: ScheduleHealth, $first: Int, $after: String) {\n  orders(\n    search: $search\n    status: $status\n    schedule: $schedule\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      schedule\n      dueDate\n      createdAt\n      product {\n        id\n        name\n        sku\n      }\n      buyer {\n        id\n        name\n        company\n      }\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}": typeof types.OrdersListOrdersDocument,
    "query OrdersNewOrderBuyers {\n  buyers {\n    id\n    name\n    company\n  }\n}": typeof types.OrdersNewOrderBuyersDocument,
    "query OrdersNewOrderProduct($id: Int!) {\n  product(id: $id) {\n    id\n    vendor {\n      id\n    }\n  }\n}": typeof types.OrdersNewOrderProductDocument,
    "query OrdersNewOrderProducts($vendorId: Int!) {\n  products(vendorId: $vendorId, first: 100) {\n    nodes {\n      id\n      name\n      sku\n      inStock\n      vendor {\n        id\n      }\n    }\n  }\n}": typeof types.OrdersNewOrderProductsDocument,
    "query OrdersNewOrderVendors {\n  vendors {\n    id\n    name\n    company\n    connectionStatus\n  }\n}": typeof types.OrdersNewOrderVendorsDocument,
    "subscription OrdersOrderChanged {\n  orderChanged {\n    id\n    orderCode\n    status\n    requestedStatus\n    previousStatus\n    progress\n    version\n    updatedAt\n  }\n}": typeof types.OrdersOrderChangedDocument,
    "query OrdersOrderDetail($idOrCode: ID!) {\n  order(idOrCode: $idOrCode) {\n    id\n    orderCode\n    quantity\n    sizeBreakdown {\n      colours\n      sizes\n      quantities\n    }\n    status\n    ackStatus\n    revisions {\n      id\n      status\n      reason\n      createdAt\n      before {\n        dueDate\n        quantity\n      }\n      proposed {\n        dueDate\n        quantity\n        sizeBreakdown {\n          colours\n          sizes\n          quantities\n        }\n      }\n      proposedBy {\n        id\n        name\n      }\n      decidedBy {\n        id\n        name\n      }\n    }\n    requestedStatus\n    previousStatus\n    dueDate\n    createdAt\n    updatedAt\n    notes\n    progress\n    delayReason\n    schedule\n    milestones {\n      id\n      name\n      owner\n      plannedDate\n      actualDate\n      late\n      doneBy {\n        id\n        name\n      }\n    }\n    samples {\n      id\n      type\n      status\n      note\n      dueDate\n      createdAt\n      requestedBy {\n        id\n        name\n      }\n      waiverReason\n      waivedAt\n      waivedBy {\n        id\n        name\n      }\n      attempts {\n        id\n        number\n        comment\n        submittedAt\n        submittedBy {\n          id\n          name\n        }\n        decision\n        reviewComment\n        reviewedAt\n        reviewedBy {\n          id\n          name\n        }\n        photos {\n          id\n          fileName\n          viewUrl\n        }\n      }\n    }\n    version\n    product {\n      id\n      name\n      sku\n      description\n      imageUrl\n    }\n    buyer {\n      id\n      name\n      company\n      email\n    }\n    vendor {\n      id\n      name\n      company\n      email\n    }\n    timeline {\n      id\n      step\n      status\n      notes\n      attachmentUrl\n      createdAt\n      requiresAction\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n}": typeof types.OrdersOrderDetailDocument,
    "query OrdersOrderDocuments($orderIdOrCode: String!) {\n  orderDocuments(orderIdOrCode: $orderIdOrCode) {\n    id\n    fileName\n    fileType\n    fileSize\n    description\n    uploadedAt\n    downloadUrl\n    uploadedBy {\n      id\n      name\n    }\n  }\n}": typeof types.OrdersOrderDocumentsDocument,
    "query OrdersOrderMessages($orderIdOrCode: String!) {\n  orderMessages(orderIdOrCode: $orderIdOrCode) {\n    id\n    content\n    createdAt\n    isRead\n    messageType\n    sender {\n      id\n      name\n      avatarInitials\n    }\n    receiver {\n      id\n      name\n    }\n  }\n}": typeof types.OrdersOrderMessagesDocument,
    "query OrdersOrderSpecifications($productId: Int!) {\n  specifications(productId: $productId, first: 50) {\n    totalCount\n    nodes {\n      id\n      title\n      details\n      category\n      updatedAt\n      attachmentCount\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n}": typeof types.OrdersOrderSpecificationsDocument,
    "mutation OrdersProposeOrderChange($id: ID!, $input: OrderProposalInput!) {\n  proposeOrderChange(id: $id, input: $input) {\n    id\n    status\n  }\n}": typeof types.OrdersProposeOrderChangeDocument,
    "mutation OrdersRejectOrder($id: ID!, $version: Int) {\n  rejectOrder(id: $id, version: $version) {\n    id\n    status\n    requestedStatus\n    previousStatus\n    progress\n    version\n    updatedAt\n  }\n}": typeof types.OrdersRejectOrderDocument,
    "mutation OrdersRequestSample($orderId: ID!, $input: SampleRequestInput!) {\n  requestSample(orderId: $orderId, input: $input) {\n    id\n    status\n  }\n}": typeof types.OrdersRequestSampleDocument,
    "mutation OrdersReviewSample($orderId: ID!, $sampleId: Int!, $approve: Boolean!, $comment: String) {\n  reviewSample(\n    orderId: $orderId\n    sampleId: $sampleId\n    approve: $approve\n    comment: $comment\n  ) {\n    id\n    status\n  }\n}": typeof types.OrdersReviewSampleDocument,
    "mutation OrdersSendMessage($input: SendMessageInput!) {\n  sendMessage(input: $input) {\n    id\n    content\n    createdAt\n  }\n}": typeof types.OrdersSendMessageDocument,
    "mutation OrdersSetMilestoneDone($id: Int!, $done: Boolean!) {\n  setMilestoneDone(id: $id, done: $done) {\n    id\n    schedule\n  }\n}": typeof types.OrdersSetMilestoneDoneDocument,
    "mutation OrdersSubmitSample($orderId: ID!, $input: SampleSubmissionInput!) {\n  submitSample(orderId: $orderId, input: $input) {\n    id\n    status\n  }\n}": typeof types.OrdersSubmitSampleDocument,
    "mutation OrdersUpdateOrderStatus($id: ID!, $status: OrderStatus!, $version: Int, $notes: String) {\n  updateOrderStatus(id: $id, status: $status, version: $version, notes: $notes) {\n    id\n    status\n    requestedStatus\n    previousStatus\n    progress\n    version\n    updatedAt\n  }\n}": typeof types.OrdersUpdateOrderStatusDocument,
    "mutation OrdersWaivePreProductionSample($orderId: ID!, $reason: String!) {\n  waivePreProductionSample(orderId: $orderId, reason: $reason) {\n    id\n    status\n  }\n}": typeof types.OrdersWaivePreProductionSampleDocument,
    "query ProductsCatalog($search: String, $category: String, $availability: String, $vendorId: Int, $minPrice: Float, $maxPrice: Float, $includeArchived: Boolean, $first: Int, $after: String) {\n  products(\n    search: $search\n    category: $category\n    availability: $availability\n    vendorId: $vendorId\n    minPrice: $minPrice\n    maxPrice: $maxPrice\n    includeArchived: $includeArchived\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      id\n      name\n      sku\n      description\n      category\n      price\n      inStock\n      stockQuantity\n      imageUrl\n      archivedAt\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}": typeof types.ProductsCatalogDocument,
    "mutation ProductsCreateProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    id\n    name\n    sku\n    description\n    category\n    price\n    inStock\n    stockQuantity\n    vendor {\n      id\n      name\n      company\n    }\n  }\n}": typeof types.ProductsCreateProductDocument,
    "mutation ProductsDeleteProduct($id: Int!) {\n  deleteProduct(id: $id) {\n    id\n    deleted\n    archived\n  }\n}": typeof types.ProductsDeleteProductDocument,
    "query ProductsDetail($id: Int!) {\n  product(id: $id) {\n    id\n    name\n    sku\n    description\n    category\n    price\n    inStock\n    stockQuantity\n    imageUrl\n    archivedAt\n    createdAt\n    updatedAt\n    vendor {\n      id\n      name\n      company\n      email\n    }\n  }\n}": typeof types.ProductsDetailDocument,
    "query ProductsSpecifications($productId: Int!) {\n  specifications(productId: $productId, first: 100) {\n    nodes {\n      id\n      title\n      category\n      updatedAt\n      attachmentCount\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n}": typeof types.ProductsSpecificationsDocument,
    "mutation ProductsUpdateProduct($id: Int!, $input: ProductUpdateInput!) {\n  updateProduct(id: $id, input: $input) {\n    id\n    name\n    sku\n    description\n    category\n    price\n    inStock\n    stockQuantity\n    updatedAt\n    vendor {\n      id\n      name\n      company\n    }\n  }\n}": typeof types.ProductsUpdateProductDocument,
    "query ProductsVendors {\n  vendors {\n    id\n    name\n    company\n  }\n}": typeof types.ProductsVendorsDocument,
    "query ProfileApiTokens($all: Boolean) {\n  apiTokens(all: $all) {\n    id\n    name\n    prefix\n    expiresAt\n    lastUsedAt\n    revokedAt\n    createdAt\n    user {\n      id\n      name\n      username\n    }\n  }\n}": typeof types.ProfileApiTokensDocument,
    "mutation ProfileCreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) {\n    token\n    apiToken {\n      id\n      name\n      prefix\n    }\n  }\n}": typeof types.ProfileCreateApiTokenDocument,
    "mutation ProfileCreateWebhook($input: CreateWebhookInput!) {\n  createWebhook(input: $input) {\n    secret\n    endpoint {\n      id\n      url\n    }\n  }\n}": typeof types.ProfileCreateWebhookDocument,
    "mutation ProfileDeleteWebhook($id: Int!) {\n  deleteWebhook(id: $id)\n}": typeof types.ProfileDeleteWebhookDocument,
    "mutation ProfileRevokeApiToken($id: Int!) {\n  revokeApiToken(id: $id) {\n    id\n    revokedAt\n  }\n}": typeof types.ProfileRevokeApiTokenDocument,
    "mutation ProfileUpdateWebhook($id: Int!, $input: UpdateWebhookInput!) {\n  updateWebhook(id: $id, input: $input) {\n    id\n    enabled\n    events\n    url\n  }\n}": typeof types.ProfileUpdateWebhookDocument,
    "query ProfileWebhookDeliveries($endpointId: Int!) {\n  webhookDeliveries(endpointId: $endpointId, first: 20) {\n    id\n    eventType\n    status\n    attempts\n    responseStatus\n    responseSnippet\n    lastError\n    nextAttemptAt\n    deliveredAt\n    createdAt\n  }\n}": typeof types.ProfileWebhookDeliveriesDocument,
    "query ProfileWebhooks {\n  webhooks {\n    id\n    url\n    events\n    enabled\n    createdAt\n  }\n  webhookEventTypes {\n    type\n    description\n  }\n}": typeof types.ProfileWebhooksDocument,
    "mutation SpecificationAttachmentDelete($id: Int!) {\n  deleteAttachment(id: $id)\n}": typeof types.SpecificationAttachmentDeleteDocument,
    "mutation SpecificationCreate($input: CreateSpecificationInput!) {\n  createSpecification(input: $input) {\n    id\n  }\n}": typeof types.SpecificationCreateDocument,
    "mutation SpecificationDelete($id: Int!) {\n  deleteSpecification(id: $id)\n}": typeof types.SpecificationDeleteDocument,
    "query SpecificationDetail($id: Int!) {\n  specification(id: $id) {\n    id\n    title\n    category\n    description\n    details\n    version\n    createdAt\n    updatedAt\n    productName\n    product {\n      id\n      sku\n    }\n    createdBy {\n      id\n      name\n    }\n    sections {\n      id\n      position\n      title\n      content\n    }\n    attachments {\n      id\n      fileName\n      fileType\n      fileSize\n      description\n      uploadedAt\n      downloadUrl\n      viewUrl\n      url\n      uploadedBy {\n        id\n        name\n      }\n    }\n    versions {\n      version\n      title\n      createdAt\n      editedBy {\n        id\n        name\n      }\n    }\n  }\n}": typeof types.SpecificationDetailDocument,
    "query SpecificationProducts {\n  products(first: 100) {\n    nodes {\n      id\n      name\n      sku\n    }\n  }\n}": typeof types.SpecificationProductsDocument,
    "mutation SpecificationUpdate($input: UpdateSpecificationInput!) {\n  updateSpecification(input: $input) {\n    id\n    version\n  }\n}": typeof types.SpecificationUpdateDocument,
    "query SpecificationsList($search: String, $category: String, $first: Int, $after: String) {\n  specifications(\n    search: $search\n    category: $category\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      id\n      title\n      category\n      productName\n      product {\n        id\n      }\n      createdBy {\n        id\n        name\n      }\n      updatedAt\n      attachmentCount\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}": typeof types.SpecificationsListDocument,
    "mutation TimelineAddEvent($input: TimelineEventInput!) {\n  addTimelineEvent(input: $input) {\n    id\n    step\n    status\n  }\n}": typeof types.TimelineAddEventDocument,
    "query TimelineOrderEvents($idOrCode: ID!) {\n  order(idOrCode: $idOrCode) {\n    id\n    orderCode\n    quantity\n    status\n    progress\n    buyer {\n      id\n    }\n    vendor {\n      id\n    }\n    schedule\n    milestones {\n      id\n      name\n      owner\n      plannedDate\n      actualDate\n      late\n      doneBy {\n        id\n        name\n      }\n    }\n    dueDate\n    createdAt\n    product {\n      id\n      name\n      sku\n    }\n    timeline {\n      id\n      step\n      status\n      notes\n      attachmentUrl\n      createdAt\n      requiresAction\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n}": typeof types.TimelineOrderEventsDocument,
    "query TimelineOrders($search: String, $first: Int, $after: String) {\n  orders(search: $search, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      schedule\n      progress\n      dueDate\n      createdAt\n      product {\n        id\n        name\n        sku\n      }\n    }\n  }\n}": typeof types.TimelineOrdersDocument,
    "mutation VendorDirectoryRequestConnection($vendorId: Int!) {\n  requestConnection(vendorId: $vendorId) {\n    id\n    status\n    vendor {\n      id\n    }\n  }\n}": typeof types.VendorDirectoryRequestConnectionDocument,
    "query VendorDirectoryVendors {\n  vendors {\n    id\n    name\n    company\n    email\n    avatarInitials\n    connectionStatus\n  }\n}": typeof types.VendorDirectoryVendorsDocument,
    "query VendorActiveOrders {\n  orders(first: 5, active: true) {\n    totalCount\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      schedule\n      dueDate\n      progress\n      product {\n        id\n        name\n        sku\n      }\n      buyer {\n        id\n        name\n        company\n      }\n    }\n  }\n}": typeof types.VendorActiveOrdersDocument,
    "query VendorOrdersList($search: String, $status: OrderStatus, $first: Int, $after: String) {\n  orders(search: $search, status: $status, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      schedule\n      requestedStatus\n      progress\n      version\n      dueDate\n      createdAt\n      notes\n      product {\n        id\n        name\n        sku\n      }\n      buyer {\n        id\n        name\n        company\n      }\n    }\n  }\n}": typeof types.VendorOrdersListDocument,
};
const documents: Documents = {
    "query AdminAssociationsBuyers {\n  buyers {\n    id\n    name\n    company\n  }\n}": types.AdminAssociationsBuyersDocument,
    "mutation AdminAssociationsCreate($input: CreateConnectionInput!) {\n  createConnection(input: $input) {\n    id\n    status\n  }\n}": types.AdminAssociationsCreateDocument,
    "query AdminAssociationsList($status: String, $search: String) {\n  connections(status: $status, search: $search) {\n    connections {\n      id\n      status\n      createdAt\n      buyer {\n        id\n        name\n        company\n      }\n      vendor {\n        id\n        name\n        company\n      }\n    }\n    stats {\n      total\n      active\n      pending\n      blocked\n    }\n  }\n}": types.AdminAssociationsListDocument,
    "mutation AdminAssociationsSetStatus($id: Int!, $status: String!) {\n  setConnectionStatus(id: $id, status: $status) {\n    id\n    status\n  }\n}": types.AdminAssociationsSetStatusDocument,
    "query AdminAssociationsVendors {\n  vendors {\n    id\n    name\n    company\n  }\n}": types.AdminAssociationsVendorsDocument,
    "query AdminRecentOrders {\n  orders(first: 5) {\n    totalCount\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      schedule\n      dueDate\n      product {\n        id\n        name\n        sku\n      }\n      buyer {\n        id\n        name\n        company\n      }\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}": types.AdminRecentOrdersDocument,
    "query AdminSystemStatus {\n  systemStatus {\n    serverStartedAt\n    databaseReachable\n    databaseLatencyMs\n    embedded\n    lastBackupAt\n  }\n}": types.AdminSystemStatusDocument,
    "query AdminMilestoneTemplates {\n  milestoneTemplates {\n    id\n    name\n    isDefault\n    updatedAt\n    steps {\n      name\n      owner\n      offsetDays\n    }\n  }\n}": types.AdminMilestoneTemplatesDocument,
    "mutation AdminSaveMilestoneTemplate($input: MilestoneTemplateInput!) {\n  saveMilestoneTemplate(input: $input) {\n    id\n    name\n    isDefault\n    steps {\n      name\n      owner\n      offsetDays\n    }\n  }\n}": types.AdminSaveMilestoneTemplateDocument,
    "mutation AdminSettingsApplyLogRetention {\n  applyLogRetention\n}": types.AdminSettingsApplyLogRetentionDocument,
    "query AdminSettingsAuditLogs($level: String, $source: String, $search: String, $first: Int, $after: String) {\n  auditLogs(\n    level: $level\n    source: $source\n    search: $search\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      id\n      at\n      level\n      source\n      message\n      actorName\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    totalCount\n  }\n}": types.AdminSettingsAuditLogsDocument,
    "query AdminSettingsAuditSources {\n  auditSources\n}": types.AdminSettingsAuditSourcesDocument,
    "query AdminSettingsBackups {\n  backups {\n    name\n    createdAt\n    sizeBytes\n    trigger\n    downloadUrl\n  }\n}": types.AdminSettingsBackupsDocument,
    "mutation AdminSettingsCreateBackup {\n  createBackup {\n    name\n    createdAt\n    sizeBytes\n    trigger\n    downloadUrl\n  }\n}": types.AdminSettingsCreateBackupDocument,
    "query AdminSettingsDatabaseInfo {\n  databaseInfo {\n    driver\n    serverVersion\n    databaseSize\n    tables {\n      name\n      rows\n    }\n  }\n}": types.AdminSettingsDatabaseInfoDocument,
    "query AdminSettingsOutbox($status: String, $first: Int) {\n  outboxEmails(status: $status, first: $first) {\n    id\n    to\n    subject\n    status\n    attempts\n    lastError\n    nextAttemptAt\n    createdAt\n    sentAt\n    canRetry\n  }\n}": types.AdminSettingsOutboxDocument,
    "mutation AdminSettingsRetryEmail($id: Int!) {\n  retryOutboxEmail(id: $id) {\n    id\n    status\n    attempts\n    lastError\n    nextAttemptAt\n    canRetry\n  }\n}": types.AdminSettingsRetryEmailDocument,
    "mutation AdminSettingsRunDiagnostics {\n  runDiagnostics {\n    name\n    ok\n    detail\n  }\n}": types.AdminSettingsRunDiagnosticsDocument,
    "query AdminSettingsSection($section: String!) {\n  settings(section: $section)\n}": types.AdminSettingsSectionDocument,
    "mutation AdminSettingsSyncSchema {\n  syncSchema\n}": types.AdminSettingsSyncSchemaDocument,
    "mutation AdminSettingsTestEmail($to: String) {\n  testEmailSettings(to: $to) {\n    ok\n    message\n  }\n}": types.AdminSettingsTestEmailDocument,
    "mutation AdminSettingsUpdate($section: String!, $values: JSONObject!) {\n  updateSettings(section: $section, values: $values)\n}": types.AdminSettingsUpdateDocument,
    "mutation AdminCreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    id\n    name\n    username\n  }\n}": types.AdminCreateUserDocument,
    "mutation AdminDeleteUser($id: Int!) {\n  deleteUser(id: $id) {\n    id\n    deleted\n    deactivated\n  }\n}": types.AdminDeleteUserDocument,
    "mutation AdminUpdateUser($id: Int!, $input: UpdateUserInput!) {\n  updateUser(id: $id, input: $input) {\n    id\n    name\n    username\n    email\n    role\n    company\n    avatarInitials\n    active\n  }\n}": types.AdminUpdateUserDocument,
    "query AdminUserDetail($id: Int!) {\n  user(id: $id) {\n    id\n    name\n    username\n    email\n    role\n    company\n    avatarInitials\n    active\n  }\n}": types.AdminUserDetailDocument,
    "query AdminUsersList($search: String, $role: String) {\n  users(search: $search, role: $role) {\n    users {\n      id\n      name\n      username\n      email\n      role\n      company\n      avatarInitials\n      active\n    }\n    counts {\n      total\n      admins\n      buyers\n      vendors\n    }\n  }\n}": types.AdminUsersListDocument,
    "query BuyerDashboardHeader {\n  publicSettings {\n    companyName\n  }\n}": types.BuyerDashboardHeaderDocument,
    "query BuyerRecentOrders {\n  orders(first: 5) {\n    totalCount\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      schedule\n      dueDate\n      product {\n        id\n        name\n        sku\n      }\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}": types.BuyerRecentOrdersDocument,
    "mutation InventoryAdjust($itemId: Int!, $delta: Int!, $reason: String!) {\n  adjustInventory(itemId: $itemId, delta: $delta, reason: $reason) {\n    id\n    onHand\n    reorderPoint\n    status\n    updatedAt\n  }\n}": types.InventoryAdjustDocument,
    "query InventoryCatalogPicker($search: String) {\n  products(search: $search, first: 100) {\n    nodes {\n      id\n      name\n      sku\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}": types.InventoryCatalogPickerDocument,
    "query InventoryItems($tab: InventoryTab, $search: String, $category: String, $vendorId: Int, $addedFrom: String, $addedTo: String, $minPrice: Float, $maxPrice: Float, $sortBy: String, $direction: String) {\n  inventoryItems(\n    tab: $tab\n    search: $search\n    category: $category\n    vendorId: $vendorId\n    addedFrom: $addedFrom\n    addedTo: $addedTo\n    minPrice: $minPrice\n    maxPrice: $maxPrice\n    sortBy: $sortBy\n    direction: $direction\n  ) {\n    counts {\n      all\n      inStock\n      lowStock\n      outOfStock\n    }\n    items {\n      id\n      onHand\n      reorderPoint\n      status\n      createdAt\n      updatedAt\n      product {\n        id\n        name\n        sku\n        category\n        price\n        vendor {\n          id\n          name\n          company\n        }\n      }\n    }\n  }\n}": types.InventoryItemsDocument,
    "query InventoryMoves($itemId: Int!) {\n  inventoryMoves(itemId: $itemId) {\n    id\n    delta\n    reason\n    balanceAfter\n    createdAt\n    createdByName\n    orderCode\n  }\n}": types.InventoryMovesDocument,
    "mutation InventorySetReorderPoint($itemId: Int!, $reorderPoint: Int!) {\n  setReorderPoint(itemId: $itemId, reorderPoint: $reorderPoint) {\n    id\n    onHand\n    reorderPoint\n    status\n    updatedAt\n  }\n}": types.InventorySetReorderPointDocument,
    "mutation InventoryTrackProduct($productId: Int!, $onHand: Int!, $reorderPoint: Int!) {\n  trackProduct(\n    productId: $productId\n    onHand: $onHand\n    reorderPoint: $reorderPoint\n  ) {\n    id\n    onHand\n    reorderPoint\n    status\n  }\n}": types.InventoryTrackProductDocument,
    "mutation InventoryUntrack($itemId: Int!) {\n  untrackProduct(itemId: $itemId)\n}": types.InventoryUntrackDocument,
    "query Analytics($filter: AnalyticsFilterInput) {\n  analytics(filter: $filter) {\n    vendorId\n    from\n    to\n    ordersByStatus {\n      status\n      orders\n      units\n    }\n    onTimeByMonth {\n      month\n      completed\n      onTime\n      late\n      percent\n    }\n    leadTimeByVendor {\n      vendor {\n        id\n        name\n        company\n      }\n      completed\n      averageDays\n    }\n    volumeByCategory {\n      category\n      orders\n      units\n    }\n    lateOrders(first: 50) {\n      totalCount\n      byVendor {\n        vendor {\n          id\n          name\n          company\n        }\n        orders\n      }\n      orders {\n        id\n        orderCode\n        productName\n        sku\n        quantity\n        status\n        dueDate\n        daysOverdue\n        buyer {\n          id\n          name\n          company\n        }\n        vendor {\n          id\n          name\n          company\n        }\n      }\n    }\n  }\n}": types.AnalyticsDocument,
    "query AnalyticsVendors {\n  analytics {\n    vendors {\n      id\n      name\n      company\n    }\n  }\n}": types.AnalyticsVendorsDocument,
    "query DashboardProducts {\n  products(first: 4) {\n    totalCount\n    nodes {\n      id\n      name\n      sku\n      category\n      price\n      inStock\n      stockQuantity\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}": types.DashboardProductsDocument,
    "query DashboardRecentMessages {\n  messages(folder: INBOX, first: 3) {\n    totalCount\n    nodes {\n      id\n      content\n      createdAt\n      isRead\n      messageType\n      sender {\n        id\n        name\n        company\n        avatarInitials\n      }\n      relatedOrder {\n        id\n        orderCode\n      }\n    }\n  }\n}": types.DashboardRecentMessagesDocument,
    "query DashboardStats {\n  dashboardStats {\n    activeOrders {\n      value\n      change\n    }\n    pendingApprovals {\n      value\n      change\n    }\n    newMessages {\n      value\n      change\n    }\n    onTimeDelivery {\n      value\n      change\n    }\n  }\n}": types.DashboardStatsDocument,
    "query DashboardTimeline {\n  dashboardTimeline(first: 5) {\n    totalCount\n    needsActionCount\n    items {\n      orderId\n      orderCode\n      productName\n      status\n      dueDate\n      updatedAt\n      requiresAction\n    }\n  }\n}": types.DashboardTimelineDocument,
    "query MessagesList($folder: MessageFolder!, $search: String, $first: Int, $after: String) {\n  messages(folder: $folder, search: $search, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      id\n      content\n      createdAt\n      isRead\n      messageType\n      sender {\n        id\n        name\n        company\n        avatarInitials\n      }\n      receiver {\n        id\n        name\n        company\n        avatarInitials\n      }\n      relatedOrder {\n        id\n        orderCode\n      }\n    }\n  }\n}": types.MessagesListDocument,
    "mutation MessagesMarkRead($id: Int!) {\n  markMessageRead(id: $id) {\n    id\n    isRead\n  }\n}": types.MessagesMarkReadDocument,
    "query MessagesMessage($id: Int!) {\n  message(id: $id) {\n    id\n    content\n    createdAt\n    isRead\n    messageType\n    sender {\n      id\n      name\n      company\n      avatarInitials\n    }\n    receiver {\n      id\n      name\n      company\n      avatarInitials\n    }\n    relatedOrder {\n      id\n      orderCode\n    }\n  }\n}": types.MessagesMessageDocument,
    "query MessagesOrders {\n  orders(first: 100) {\n    nodes {\n      id\n      orderCode\n      product {\n        id\n        name\n      }\n      buyer {\n        id\n      }\n      vendor {\n        id\n      }\n    }\n  }\n}": types.MessagesOrdersDocument,
    "subscription MessagesReceived {\n  messageReceived {\n    id\n    createdAt\n    isRead\n  }\n}": types.MessagesReceivedDocument,
    "query MessagesRecipients {\n  messageRecipients {\n    id\n    name\n    company\n    role\n  }\n}": types.MessagesRecipientsDocument,
    "mutation MessagesSend($input: SendMessageInput!) {\n  sendMessage(input: $input) {\n    id\n    createdAt\n    messageType\n    receiver {\n      id\n      name\n    }\n  }\n}": types.MessagesSendDocument,
    "mutation OrdersAcceptOrder($id: ID!) {\n  acceptOrder(id: $id) {\n    id\n    ackStatus\n  }\n}": types.OrdersAcceptOrderDocument,
    "mutation OrdersAnswerOrderProposal($id: ID!, $accept: Boolean!) {\n  answerOrderProposal(id: $id, accept: $accept) {\n    id\n    ackStatus\n    dueDate\n    quantity\n  }\n}": types.OrdersAnswerOrderProposalDocument,
    "mutation OrdersApproveOrder($id: ID!, $version: Int) {\n  approveOrder(id: $id, version: $version) {\n    id\n    status\n    requestedStatus\n    previousStatus\n    progress\n    version\n    updatedAt\n  }\n}": types.OrdersApproveOrderDocument,
    "mutation OrdersCreateOrder($input: CreateOrderInput!) {\n  createOrder(input: $input) {\n    id\n    orderCode\n    status\n    version\n  }\n}": types.OrdersCreateOrderDocument,
    "query OrdersListOrders($search: String, $status: OrderStatus, $schedule: ScheduleHealth, $first: Int, $after: String) {\n  orders(\n    search: $search\n    status: $status\n    schedule: $schedule\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      schedule\n      dueDate\n      createdAt\n      product {\n        id\n        name\n        sku\n      }\n      buyer {\n        id\n        name\n        company\n      }\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}": types.OrdersListOrdersDocument,
    "query OrdersNewOrderBuyers {\n  buyers {\n    id\n    name\n    company\n  }\n}": types.OrdersNewOrderBuyersDocument,
    "query OrdersNewOrderProduct($id: Int!) {\n  product(id: $id) {\n    id\n    vendor {\n      id\n    }\n  }\n}": types.OrdersNewOrderProductDocument,
    "query OrdersNewOrderProducts($vendorId: Int!) {\n  products(vendorId: $vendorId, first: 100) {\n    nodes {\n      id\n      name\n      sku\n      inStock\n      vendor {\n        id\n      }\n    }\n  }\n}": types.OrdersNewOrderProductsDocument,
    "query OrdersNewOrderVendors {\n  vendors {\n    id\n    name\n    company\n    connectionStatus\n  }\n}": types.OrdersNewOrderVendorsDocument,
    "subscription OrdersOrderChanged {\n  orderChanged {\n    id\n    orderCode\n    status\n    requestedStatus\n    previousStatus\n    progress\n    version\n    updatedAt\n  }\n}": types.OrdersOrderChangedDocument,
    "query OrdersOrderDetail($idOrCode: ID!) {\n  order(idOrCode: $idOrCode) {\n    id\n    orderCode\n    quantity\n    sizeBreakdown {\n      colours\n      sizes\n      quantities\n    }\n    status\n    ackStatus\n    revisions {\n      id\n      status\n      reason\n      createdAt\n      before {\n        dueDate\n        quantity\n      }\n      proposed {\n        dueDate\n        quantity\n        sizeBreakdown {\n          colours\n          sizes\n          quantities\n        }\n      }\n      proposedBy {\n        id\n        name\n      }\n      decidedBy {\n        id\n        name\n      }\n    }\n    requestedStatus\n    previousStatus\n    dueDate\n    createdAt\n    updatedAt\n    notes\n    progress\n    delayReason\n    schedule\n    milestones {\n      id\n      name\n      owner\n      plannedDate\n      actualDate\n      late\n      doneBy {\n        id\n        name\n      }\n    }\n    samples {\n      id\n      type\n      status\n      note\n      dueDate\n      createdAt\n      requestedBy {\n        id\n        name\n      }\n      waiverReason\n      waivedAt\n      waivedBy {\n        id\n        name\n      }\n      attempts {\n        id\n        number\n        comment\n        submittedAt\n        submittedBy {\n          id\n          name\n        }\n        decision\n        reviewComment\n        reviewedAt\n        reviewedBy {\n          id\n          name\n        }\n        photos {\n          id\n          fileName\n          viewUrl\n        }\n      }\n    }\n    version\n    product {\n      id\n      name\n      sku\n      description\n      imageUrl\n    }\n    buyer {\n      id\n      name\n      company\n      email\n    }\n    vendor {\n      id\n      name\n      company\n      email\n    }\n    timeline {\n      id\n      step\n      status\n      notes\n      attachmentUrl\n      createdAt\n      requiresAction\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n}": types.OrdersOrderDetailDocument,
    "query OrdersOrderDocuments($orderIdOrCode: String!) {\n  orderDocuments(orderIdOrCode: $orderIdOrCode) {\n    id\n    fileName\n    fileType\n    fileSize\n    description\n    uploadedAt\n    downloadUrl\n    uploadedBy {\n      id\n      name\n    }\n  }\n}": types.OrdersOrderDocumentsDocument,
    "query OrdersOrderMessages($orderIdOrCode: String!) {\n  orderMessages(orderIdOrCode: $orderIdOrCode) {\n    id\n    content\n    createdAt\n    isRead\n    messageType\n    sender {\n      id\n      name\n      avatarInitials\n    }\n    receiver {\n      id\n      name\n    }\n  }\n}": types.OrdersOrderMessagesDocument,
    "query OrdersOrderSpecifications($productId: Int!) {\n  specifications(productId: $productId, first: 50) {\n    totalCount\n    nodes {\n      id\n      title\n      details\n      category\n      updatedAt\n      attachmentCount\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n}": types.OrdersOrderSpecificationsDocument,
    "mutation OrdersProposeOrderChange($id: ID!, $input: OrderProposalInput!) {\n  proposeOrderChange(id: $id, input: $input) {\n    id\n    status\n  }\n}": types.OrdersProposeOrderChangeDocument,
    "mutation OrdersRejectOrder($id: ID!, $version: Int) {\n  rejectOrder(id: $id, version: $version) {\n    id\n    status\n    requestedStatus\n    previousStatus\n    progress\n    version\n    updatedAt\n  }\n}": types.OrdersRejectOrderDocument,
    "mutation OrdersRequestSample($orderId: ID!, $input: SampleRequestInput!) {\n  requestSample(orderId: $orderId, input: $input) {\n    id\n    status\n  }\n}": types.OrdersRequestSampleDocument,
    "mutation OrdersReviewSample($orderId: ID!, $sampleId: Int!, $approve: Boolean!, $comment: String) {\n  reviewSample(\n    orderId: $orderId\n    sampleId: $sampleId\n    approve: $approve\n    comment: $comment\n  ) {\n    id\n    status\n  }\n}": types.OrdersReviewSampleDocument,
    "mutation OrdersSendMessage($input: SendMessageInput!) {\n  sendMessage(input: $input) {\n    id\n    content\n    createdAt\n  }\n}": types.OrdersSendMessageDocument,
    "mutation OrdersSetMilestoneDone($id: Int!, $done: Boolean!) {\n  setMilestoneDone(id: $id, done: $done) {\n    id\n    schedule\n  }\n}": types.OrdersSetMilestoneDoneDocument,
    "mutation OrdersSubmitSample($orderId: ID!, $input: SampleSubmissionInput!) {\n  submitSample(orderId: $orderId, input: $input) {\n    id\n    status\n  }\n}": types.OrdersSubmitSampleDocument,
    "mutation OrdersUpdateOrderStatus($id: ID!, $status: OrderStatus!, $version: Int, $notes: String) {\n  updateOrderStatus(id: $id, status: $status, version: $version, notes: $notes) {\n    id\n    status\n    requestedStatus\n    previousStatus\n    progress\n    version\n    updatedAt\n  }\n}": types.OrdersUpdateOrderStatusDocument,
    "mutation OrdersWaivePreProductionSample($orderId: ID!, $reason: String!) {\n  waivePreProductionSample(orderId: $orderId, reason: $reason) {\n    id\n    status\n  }\n}": types.OrdersWaivePreProductionSampleDocument,
    "query ProductsCatalog($search: String, $category: String, $availability: String, $vendorId: Int, $minPrice: Float, $maxPrice: Float, $includeArchived: Boolean, $first: Int, $after: String) {\n  products(\n    search: $search\n    category: $category\n    availability: $availability\n    vendorId: $vendorId\n    minPrice: $minPrice\n    maxPrice: $maxPrice\n    includeArchived: $includeArchived\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      id\n      name\n      sku\n      description\n      category\n      price\n      inStock\n      stockQuantity\n      imageUrl\n      archivedAt\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}": types.ProductsCatalogDocument,
    "mutation ProductsCreateProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    id\n    name\n    sku\n    description\n    category\n    price\n    inStock\n    stockQuantity\n    vendor {\n      id\n      name\n      company\n    }\n  }\n}": types.ProductsCreateProductDocument,
    "mutation ProductsDeleteProduct($id: Int!) {\n  deleteProduct(id: $id) {\n    id\n    deleted\n    archived\n  }\n}": types.ProductsDeleteProductDocument,
    "query ProductsDetail($id: Int!) {\n  product(id: $id) {\n    id\n    name\n    sku\n    description\n    category\n    price\n    inStock\n    stockQuantity\n    imageUrl\n    archivedAt\n    createdAt\n    updatedAt\n    vendor {\n      id\n      name\n      company\n      email\n    }\n  }\n}": types.ProductsDetailDocument,
    "query ProductsSpecifications($productId: Int!) {\n  specifications(productId: $productId, first: 100) {\n    nodes {\n      id\n      title\n      category\n      updatedAt\n      attachmentCount\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n}": types.ProductsSpecificationsDocument,
    "mutation ProductsUpdateProduct($id: Int!, $input: ProductUpdateInput!) {\n  updateProduct(id: $id, input: $input) {\n    id\n    name\n    sku\n    description\n    category\n    price\n    inStock\n    stockQuantity\n    updatedAt\n    vendor {\n      id\n      name\n      company\n    }\n  }\n}": types.ProductsUpdateProductDocument,
    "query ProductsVendors {\n  vendors {\n    id\n    name\n    company\n  }\n}": types.ProductsVendorsDocument,
    "query ProfileApiTokens($all: Boolean) {\n  apiTokens(all: $all) {\n    id\n    name\n    prefix\n    expiresAt\n    lastUsedAt\n    revokedAt\n    createdAt\n    user {\n      id\n      name\n      username\n    }\n  }\n}": types.ProfileApiTokensDocument,
    "mutation ProfileCreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) {\n    token\n    apiToken {\n      id\n      name\n      prefix\n    }\n  }\n}": types.ProfileCreateApiTokenDocument,
    "mutation ProfileCreateWebhook($input: CreateWebhookInput!) {\n  createWebhook(input: $input) {\n    secret\n    endpoint {\n      id\n      url\n    }\n  }\n}": types.ProfileCreateWebhookDocument,
    "mutation ProfileDeleteWebhook($id: Int!) {\n  deleteWebhook(id: $id)\n}": types.ProfileDeleteWebhookDocument,
    "mutation ProfileRevokeApiToken($id: Int!) {\n  revokeApiToken(id: $id) {\n    id\n    revokedAt\n  }\n}": types.ProfileRevokeApiTokenDocument,
    "mutation ProfileUpdateWebhook($id: Int!, $input: UpdateWebhookInput!) {\n  updateWebhook(id: $id, input: $input) {\n    id\n    enabled\n    events\n    url\n  }\n}": types.ProfileUpdateWebhookDocument,
    "query ProfileWebhookDeliveries($endpointId: Int!) {\n  webhookDeliveries(endpointId: $endpointId, first: 20) {\n    id\n    eventType\n    status\n    attempts\n    responseStatus\n    responseSnippet\n    lastError\n    nextAttemptAt\n    deliveredAt\n    createdAt\n  }\n}": types.ProfileWebhookDeliveriesDocument,
    "query ProfileWebhooks {\n  webhooks {\n    id\n    url\n    events\n    enabled\n    createdAt\n  }\n  webhookEventTypes {\n    type\n    description\n  }\n}": types.ProfileWebhooksDocument,
    "mutation SpecificationAttachmentDelete($id: Int!) {\n  deleteAttachment(id: $id)\n}": types.SpecificationAttachmentDeleteDocument,
    "mutation SpecificationCreate($input: CreateSpecificationInput!) {\n  createSpecification(input: $input) {\n    id\n  }\n}": types.SpecificationCreateDocument,
    "mutation SpecificationDelete($id: Int!) {\n  deleteSpecification(id: $id)\n}": types.SpecificationDeleteDocument,
    "query SpecificationDetail($id: Int!) {\n  specification(id: $id) {\n    id\n    title\n    category\n    description\n    details\n    version\n    createdAt\n    updatedAt\n    productName\n    product {\n      id\n      sku\n    }\n    createdBy {\n      id\n      name\n    }\n    sections {\n      id\n      position\n      title\n      content\n    }\n    attachments {\n      id\n      fileName\n      fileType\n      fileSize\n      description\n      uploadedAt\n      downloadUrl\n      viewUrl\n      url\n      uploadedBy {\n        id\n        name\n      }\n    }\n    versions {\n      version\n      title\n      createdAt\n      editedBy {\n        id\n        name\n      }\n    }\n  }\n}": types.SpecificationDetailDocument,
    "query SpecificationProducts {\n  products(first: 100) {\n    nodes {\n      id\n      name\n      sku\n    }\n  }\n}": types.SpecificationProductsDocument,
    "mutation SpecificationUpdate($input: UpdateSpecificationInput!) {\n  updateSpecification(input: $input) {\n    id\n    version\n  }\n}": types.SpecificationUpdateDocument,
    "query SpecificationsList($search: String, $category: String, $first: Int, $after: String) {\n  specifications(\n    search: $search\n    category: $category\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      id\n      title\n      category\n      productName\n      product {\n        id\n      }\n      createdBy {\n        id\n        name\n      }\n      updatedAt\n      attachmentCount\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}": types.SpecificationsListDocument,
    "mutation TimelineAddEvent($input: TimelineEventInput!) {\n  addTimelineEvent(input: $input) {\n    id\n    step\n    status\n  }\n}": types.TimelineAddEventDocument,
    "query TimelineOrderEvents($idOrCode: ID!) {\n  order(idOrCode: $idOrCode) {\n    id\n    orderCode\n    quantity\n    status\n    progress\n    buyer {\n      id\n    }\n    vendor {\n      id\n    }\n    schedule\n    milestones {\n      id\n      name\n      owner\n      plannedDate\n      actualDate\n      late\n      doneBy {\n        id\n        name\n      }\n    }\n    dueDate\n    createdAt\n    product {\n      id\n      name\n      sku\n    }\n    timeline {\n      id\n      step\n      status\n      notes\n      attachmentUrl\n      createdAt\n      requiresAction\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n}": types.TimelineOrderEventsDocument,
    "query TimelineOrders($search: String, $first: Int, $after: String) {\n  orders(search: $search, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      schedule\n      progress\n      dueDate\n      createdAt\n      product {\n        id\n        name\n        sku\n      }\n    }\n  }\n}": types.TimelineOrdersDocument,
    "mutation VendorDirectoryRequestConnection($vendorId: Int!) {\n  requestConnection(vendorId: $vendorId) {\n    id\n    status\n    vendor {\n      id\n    }\n  }\n}": types.VendorDirectoryRequestConnectionDocument,
    "query VendorDirectoryVendors {\n  vendors {\n    id\n    name\n    company\n    email\n    avatarInitials\n    connectionStatus\n  }\n}": types.VendorDirectoryVendorsDocument,
    "query VendorActiveOrders {\n  orders(first: 5, active: true) {\n    totalCount\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      schedule\n      dueDate\n      progress\n      product {\n        id\n        name\n        sku\n      }\n      buyer {\n        id\n        name\n        company\n      }\n    }\n  }\n}": types.VendorActiveOrdersDocument,
    "query VendorOrdersList($search: String, $status: OrderStatus, $first: Int, $after: String) {\n  orders(search: $search, status: $status, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      schedule\n      requestedStatus\n      progress\n      version\n      dueDate\n      createdAt\n      notes\n      product {\n        id\n        name\n        sku\n      }\n      buyer {\n        id\n        name\n        company\n      }\n    }\n  }\n}": types.VendorOrdersListDocument,
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
export function graphql(source: "query AdminAssociationsBuyers {\n  buyers {\n    id\n    name\n    company\n  }\n}"): (typeof documents)["query AdminAssociationsBuyers {\n  buyers {\n    id\n    name\n    company\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminAssociationsCreate($input: CreateConnectionInput!) {\n  createConnection(input: $input) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation AdminAssociationsCreate($input: CreateConnectionInput!) {\n  createConnection(input: $input) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminAssociationsList($status: String, $search: String) {\n  connections(status: $status, search: $search) {\n    connections {\n      id\n      status\n      createdAt\n      buyer {\n        id\n        name\n        company\n      }\n      vendor {\n        id\n        name\n        company\n      }\n    }\n    stats {\n      total\n      active\n      pending\n      blocked\n    }\n  }\n}"): (typeof documents)["query AdminAssociationsList($status: String, $search: String) {\n  connections(status: $status, search: $search) {\n    connections {\n      id\n      status\n      createdAt\n      buyer {\n        id\n        name\n        company\n      }\n      vendor {\n        id\n        name\n        company\n      }\n    }\n    stats {\n      total\n      active\n      pending\n      blocked\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminAssociationsSetStatus($id: Int!, $status: String!) {\n  setConnectionStatus(id: $id, status: $status) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation AdminAssociationsSetStatus($id: Int!, $status: String!) {\n  setConnectionStatus(id: $id, status: $status) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminAssociationsVendors {\n  vendors {\n    id\n    name\n    company\n  }\n}"): (typeof documents)["query AdminAssociationsVendors {\n  vendors {\n    id\n    name\n    company\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminRecentOrders {\n  orders(first: 5) {\n    totalCount\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      schedule\n      dueDate\n      product {\n        id\n        name\n        sku\n      }\n      buyer {\n        id\n        name\n        company\n      }\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}"): (typeof documents)["query AdminRecentOrders {\n  orders(first: 5) {\n    totalCount\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      schedule\n      dueDate\n      product {\n        id\n        name\n        sku\n      }\n      buyer {\n        id\n        name\n        company\n      }\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminSystemStatus {\n  systemStatus {\n    serverStartedAt\n    databaseReachable\n    databaseLatencyMs\n    embedded\n    lastBackupAt\n  }\n}"): (typeof documents)["query AdminSystemStatus {\n  systemStatus {\n    serverStartedAt\n    databaseReachable\n    databaseLatencyMs\n    embedded\n    lastBackupAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminMilestoneTemplates {\n  milestoneTemplates {\n    id\n    name\n    isDefault\n    updatedAt\n    steps {\n      name\n      owner\n      offsetDays\n    }\n  }\n}"): (typeof documents)["query AdminMilestoneTemplates {\n  milestoneTemplates {\n    id\n    name\n    isDefault\n    updatedAt\n    steps {\n      name\n      owner\n      offsetDays\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminSaveMilestoneTemplate($input: MilestoneTemplateInput!) {\n  saveMilestoneTemplate(input: $input) {\n    id\n    name\n    isDefault\n    steps {\n      name\n      owner\n      offsetDays\n    }\n  }\n}"): (typeof documents)["mutation AdminSaveMilestoneTemplate($input: MilestoneTemplateInput!) {\n  saveMilestoneTemplate(input: $input) {\n    id\n    name\n    isDefault\n    steps {\n      name\n      owner\n      offsetDays\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminSettingsApplyLogRetention {\n  applyLogRetention\n}"): (typeof documents)["mutation AdminSettingsApplyLogRetention {\n  applyLogRetention\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminSettingsAuditLogs($level: String, $source: String, $search: String, $first: Int, $after: String) {\n  auditLogs(\n    level: $level\n    source: $source\n    search: $search\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      id\n      at\n      level\n      source\n      message\n      actorName\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    totalCount\n  }\n}"): (typeof documents)["query AdminSettingsAuditLogs($level: String, $source: String, $search: String, $first: Int, $after: String) {\n  auditLogs(\n    level: $level\n    source: $source\n    search: $search\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      id\n      at\n      level\n      source\n      message\n      actorName\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    totalCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminSettingsAuditSources {\n  auditSources\n}"): (typeof documents)["query AdminSettingsAuditSources {\n  auditSources\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminSettingsBackups {\n  backups {\n    name\n    createdAt\n    sizeBytes\n    trigger\n    downloadUrl\n  }\n}"): (typeof documents)["query AdminSettingsBackups {\n  backups {\n    name\n    createdAt\n    sizeBytes\n    trigger\n    downloadUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminSettingsCreateBackup {\n  createBackup {\n    name\n    createdAt\n    sizeBytes\n    trigger\n    downloadUrl\n  }\n}"): (typeof documents)["mutation AdminSettingsCreateBackup {\n  createBackup {\n    name\n    createdAt\n    sizeBytes\n    trigger\n    downloadUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminSettingsDatabaseInfo {\n  databaseInfo {\n    driver\n    serverVersion\n    databaseSize\n    tables {\n      name\n      rows\n    }\n  }\n}"): (typeof documents)["query AdminSettingsDatabaseInfo {\n  databaseInfo {\n    driver\n    serverVersion\n    databaseSize\n    tables {\n      name\n      rows\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminSettingsOutbox($status: String, $first: Int) {\n  outboxEmails(status: $status, first: $first) {\n    id\n    to\n    subject\n    status\n    attempts\n    lastError\n    nextAttemptAt\n    createdAt\n    sentAt\n    canRetry\n  }\n}"): (typeof documents)["query AdminSettingsOutbox($status: String, $first: Int) {\n  outboxEmails(status: $status, first: $first) {\n    id\n    to\n    subject\n    status\n    attempts\n    lastError\n    nextAttemptAt\n    createdAt\n    sentAt\n    canRetry\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminSettingsRetryEmail($id: Int!) {\n  retryOutboxEmail(id: $id) {\n    id\n    status\n    attempts\n    lastError\n    nextAttemptAt\n    canRetry\n  }\n}"): (typeof documents)["mutation AdminSettingsRetryEmail($id: Int!) {\n  retryOutboxEmail(id: $id) {\n    id\n    status\n    attempts\n    lastError\n    nextAttemptAt\n    canRetry\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminSettingsRunDiagnostics {\n  runDiagnostics {\n    name\n    ok\n    detail\n  }\n}"): (typeof documents)["mutation AdminSettingsRunDiagnostics {\n  runDiagnostics {\n    name\n    ok\n    detail\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminSettingsSection($section: String!) {\n  settings(section: $section)\n}"): (typeof documents)["query AdminSettingsSection($section: String!) {\n  settings(section: $section)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminSettingsSyncSchema {\n  syncSchema\n}"): (typeof documents)["mutation AdminSettingsSyncSchema {\n  syncSchema\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminSettingsTestEmail($to: String) {\n  testEmailSettings(to: $to) {\n    ok\n    message\n  }\n}"): (typeof documents)["mutation AdminSettingsTestEmail($to: String) {\n  testEmailSettings(to: $to) {\n    ok\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminSettingsUpdate($section: String!, $values: JSONObject!) {\n  updateSettings(section: $section, values: $values)\n}"): (typeof documents)["mutation AdminSettingsUpdate($section: String!, $values: JSONObject!) {\n  updateSettings(section: $section, values: $values)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    id\n    name\n    username\n  }\n}"): (typeof documents)["mutation AdminCreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    id\n    name\n    username\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminDeleteUser($id: Int!) {\n  deleteUser(id: $id) {\n    id\n    deleted\n    deactivated\n  }\n}"): (typeof documents)["mutation AdminDeleteUser($id: Int!) {\n  deleteUser(id: $id) {\n    id\n    deleted\n    deactivated\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminUpdateUser($id: Int!, $input: UpdateUserInput!) {\n  updateUser(id: $id, input: $input) {\n    id\n    name\n    username\n    email\n    role\n    company\n    avatarInitials\n    active\n  }\n}"): (typeof documents)["mutation AdminUpdateUser($id: Int!, $input: UpdateUserInput!) {\n  updateUser(id: $id, input: $input) {\n    id\n    name\n    username\n    email\n    role\n    company\n    avatarInitials\n    active\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminUserDetail($id: Int!) {\n  user(id: $id) {\n    id\n    name\n    username\n    email\n    role\n    company\n    avatarInitials\n    active\n  }\n}"): (typeof documents)["query AdminUserDetail($id: Int!) {\n  user(id: $id) {\n    id\n    name\n    username\n    email\n    role\n    company\n    avatarInitials\n    active\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminUsersList($search: String, $role: String) {\n  users(search: $search, role: $role) {\n    users {\n      id\n      name\n      username\n      email\n      role\n      company\n      avatarInitials\n      active\n    }\n    counts {\n      total\n      admins\n      buyers\n      vendors\n    }\n  }\n}"): (typeof documents)["query AdminUsersList($search: String, $role: String) {\n  users(search: $search, role: $role) {\n    users {\n      id\n      name\n      username\n      email\n      role\n      company\n      avatarInitials\n      active\n    }\n    counts {\n      total\n      admins\n      buyers\n      vendors\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BuyerDashboardHeader {\n  publicSettings {\n    companyName\n  }\n}"): (typeof documents)["query BuyerDashboardHeader {\n  publicSettings {\n    companyName\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BuyerRecentOrders {\n  orders(first: 5) {\n    totalCount\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      schedule\n      dueDate\n      product {\n        id\n        name\n        sku\n      }\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}"): (typeof documents)["query BuyerRecentOrders {\n  orders(first: 5) {\n    totalCount\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      schedule\n      dueDate\n      product {\n        id\n        name\n        sku\n      }\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InventoryAdjust($itemId: Int!, $delta: Int!, $reason: String!) {\n  adjustInventory(itemId: $itemId, delta: $delta, reason: $reason) {\n    id\n    onHand\n    reorderPoint\n    status\n    updatedAt\n  }\n}"): (typeof documents)["mutation InventoryAdjust($itemId: Int!, $delta: Int!, $reason: String!) {\n  adjustInventory(itemId: $itemId, delta: $delta, reason: $reason) {\n    id\n    onHand\n    reorderPoint\n    status\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InventoryCatalogPicker($search: String) {\n  products(search: $search, first: 100) {\n    nodes {\n      id\n      name\n      sku\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}"): (typeof documents)["query InventoryCatalogPicker($search: String) {\n  products(search: $search, first: 100) {\n    nodes {\n      id\n      name\n      sku\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InventoryItems($tab: InventoryTab, $search: String, $category: String, $vendorId: Int, $addedFrom: String, $addedTo: String, $minPrice: Float, $maxPrice: Float, $sortBy: String, $direction: String) {\n  inventoryItems(\n    tab: $tab\n    search: $search\n    category: $category\n    vendorId: $vendorId\n    addedFrom: $addedFrom\n    addedTo: $addedTo\n    minPrice: $minPrice\n    maxPrice: $maxPrice\n    sortBy: $sortBy\n    direction: $direction\n  ) {\n    counts {\n      all\n      inStock\n      lowStock\n      outOfStock\n    }\n    items {\n      id\n      onHand\n      reorderPoint\n      status\n      createdAt\n      updatedAt\n      product {\n        id\n        name\n        sku\n        category\n        price\n        vendor {\n          id\n          name\n          company\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query InventoryItems($tab: InventoryTab, $search: String, $category: String, $vendorId: Int, $addedFrom: String, $addedTo: String, $minPrice: Float, $maxPrice: Float, $sortBy: String, $direction: String) {\n  inventoryItems(\n    tab: $tab\n    search: $search\n    category: $category\n    vendorId: $vendorId\n    addedFrom: $addedFrom\n    addedTo: $addedTo\n    minPrice: $minPrice\n    maxPrice: $maxPrice\n    sortBy: $sortBy\n    direction: $direction\n  ) {\n    counts {\n      all\n      inStock\n      lowStock\n      outOfStock\n    }\n    items {\n      id\n      onHand\n      reorderPoint\n      status\n      createdAt\n      updatedAt\n      product {\n        id\n        name\n        sku\n        category\n        price\n        vendor {\n          id\n          name\n          company\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InventoryMoves($itemId: Int!) {\n  inventoryMoves(itemId: $itemId) {\n    id\n    delta\n    reason\n    balanceAfter\n    createdAt\n    createdByName\n    orderCode\n  }\n}"): (typeof documents)["query InventoryMoves($itemId: Int!) {\n  inventoryMoves(itemId: $itemId) {\n    id\n    delta\n    reason\n    balanceAfter\n    createdAt\n    createdByName\n    orderCode\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InventorySetReorderPoint($itemId: Int!, $reorderPoint: Int!) {\n  setReorderPoint(itemId: $itemId, reorderPoint: $reorderPoint) {\n    id\n    onHand\n    reorderPoint\n    status\n    updatedAt\n  }\n}"): (typeof documents)["mutation InventorySetReorderPoint($itemId: Int!, $reorderPoint: Int!) {\n  setReorderPoint(itemId: $itemId, reorderPoint: $reorderPoint) {\n    id\n    onHand\n    reorderPoint\n    status\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InventoryTrackProduct($productId: Int!, $onHand: Int!, $reorderPoint: Int!) {\n  trackProduct(\n    productId: $productId\n    onHand: $onHand\n    reorderPoint: $reorderPoint\n  ) {\n    id\n    onHand\n    reorderPoint\n    status\n  }\n}"): (typeof documents)["mutation InventoryTrackProduct($productId: Int!, $onHand: Int!, $reorderPoint: Int!) {\n  trackProduct(\n    productId: $productId\n    onHand: $onHand\n    reorderPoint: $reorderPoint\n  ) {\n    id\n    onHand\n    reorderPoint\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InventoryUntrack($itemId: Int!) {\n  untrackProduct(itemId: $itemId)\n}"): (typeof documents)["mutation InventoryUntrack($itemId: Int!) {\n  untrackProduct(itemId: $itemId)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Analytics($filter: AnalyticsFilterInput) {\n  analytics(filter: $filter) {\n    vendorId\n    from\n    to\n    ordersByStatus {\n      status\n      orders\n      units\n    }\n    onTimeByMonth {\n      month\n      completed\n      onTime\n      late\n      percent\n    }\n    leadTimeByVendor {\n      vendor {\n        id\n        name\n        company\n      }\n      completed\n      averageDays\n    }\n    volumeByCategory {\n      category\n      orders\n      units\n    }\n    lateOrders(first: 50) {\n      totalCount\n      byVendor {\n        vendor {\n          id\n          name\n          company\n        }\n        orders\n      }\n      orders {\n        id\n        orderCode\n        productName\n        sku\n        quantity\n        status\n        dueDate\n        daysOverdue\n        buyer {\n          id\n          name\n          company\n        }\n        vendor {\n          id\n          name\n          company\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query Analytics($filter: AnalyticsFilterInput) {\n  analytics(filter: $filter) {\n    vendorId\n    from\n    to\n    ordersByStatus {\n      status\n      orders\n      units\n    }\n    onTimeByMonth {\n      month\n      completed\n      onTime\n      late\n      percent\n    }\n    leadTimeByVendor {\n      vendor {\n        id\n        name\n        company\n      }\n      completed\n      averageDays\n    }\n    volumeByCategory {\n      category\n      orders\n      units\n    }\n    lateOrders(first: 50) {\n      totalCount\n      byVendor {\n        vendor {\n          id\n          name\n          company\n        }\n        orders\n      }\n      orders {\n        id\n        orderCode\n        productName\n        sku\n        quantity\n        status\n        dueDate\n        daysOverdue\n        buyer {\n          id\n          name\n          company\n        }\n        vendor {\n          id\n          name\n          company\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AnalyticsVendors {\n  analytics {\n    vendors {\n      id\n      name\n      company\n    }\n  }\n}"): (typeof documents)["query AnalyticsVendors {\n  analytics {\n    vendors {\n      id\n      name\n      company\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardProducts {\n  products(first: 4) {\n    totalCount\n    nodes {\n      id\n      name\n      sku\n      category\n      price\n      inStock\n      stockQuantity\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}"): (typeof documents)["query DashboardProducts {\n  products(first: 4) {\n    totalCount\n    nodes {\n      id\n      name\n      sku\n      category\n      price\n      inStock\n      stockQuantity\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardRecentMessages {\n  messages(folder: INBOX, first: 3) {\n    totalCount\n    nodes {\n      id\n      content\n      createdAt\n      isRead\n      messageType\n      sender {\n        id\n        name\n        company\n        avatarInitials\n      }\n      relatedOrder {\n        id\n        orderCode\n      }\n    }\n  }\n}"): (typeof documents)["query DashboardRecentMessages {\n  messages(folder: INBOX, first: 3) {\n    totalCount\n    nodes {\n      id\n      content\n      createdAt\n      isRead\n      messageType\n      sender {\n        id\n        name\n        company\n        avatarInitials\n      }\n      relatedOrder {\n        id\n        orderCode\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardStats {\n  dashboardStats {\n    activeOrders {\n      value\n      change\n    }\n    pendingApprovals {\n      value\n      change\n    }\n    newMessages {\n      value\n      change\n    }\n    onTimeDelivery {\n      value\n      change\n    }\n  }\n}"): (typeof documents)["query DashboardStats {\n  dashboardStats {\n    activeOrders {\n      value\n      change\n    }\n    pendingApprovals {\n      value\n      change\n    }\n    newMessages {\n      value\n      change\n    }\n    onTimeDelivery {\n      value\n      change\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardTimeline {\n  dashboardTimeline(first: 5) {\n    totalCount\n    needsActionCount\n    items {\n      orderId\n      orderCode\n      productName\n      status\n      dueDate\n      updatedAt\n      requiresAction\n    }\n  }\n}"): (typeof documents)["query DashboardTimeline {\n  dashboardTimeline(first: 5) {\n    totalCount\n    needsActionCount\n    items {\n      orderId\n      orderCode\n      productName\n      status\n      dueDate\n      updatedAt\n      requiresAction\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessagesList($folder: MessageFolder!, $search: String, $first: Int, $after: String) {\n  messages(folder: $folder, search: $search, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      id\n      content\n      createdAt\n      isRead\n      messageType\n      sender {\n        id\n        name\n        company\n        avatarInitials\n      }\n      receiver {\n        id\n        name\n        company\n        avatarInitials\n      }\n      relatedOrder {\n        id\n        orderCode\n      }\n    }\n  }\n}"): (typeof documents)["query MessagesList($folder: MessageFolder!, $search: String, $first: Int, $after: String) {\n  messages(folder: $folder, search: $search, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      id\n      content\n      createdAt\n      isRead\n      messageType\n      sender {\n        id\n        name\n        company\n        avatarInitials\n      }\n      receiver {\n        id\n        name\n        company\n        avatarInitials\n      }\n      relatedOrder {\n        id\n        orderCode\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MessagesMarkRead($id: Int!) {\n  markMessageRead(id: $id) {\n    id\n    isRead\n  }\n}"): (typeof documents)["mutation MessagesMarkRead($id: Int!) {\n  markMessageRead(id: $id) {\n    id\n    isRead\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessagesMessage($id: Int!) {\n  message(id: $id) {\n    id\n    content\n    createdAt\n    isRead\n    messageType\n    sender {\n      id\n      name\n      company\n      avatarInitials\n    }\n    receiver {\n      id\n      name\n      company\n      avatarInitials\n    }\n    relatedOrder {\n      id\n      orderCode\n    }\n  }\n}"): (typeof documents)["query MessagesMessage($id: Int!) {\n  message(id: $id) {\n    id\n    content\n    createdAt\n    isRead\n    messageType\n    sender {\n      id\n      name\n      company\n      avatarInitials\n    }\n    receiver {\n      id\n      name\n      company\n      avatarInitials\n    }\n    relatedOrder {\n      id\n      orderCode\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessagesOrders {\n  orders(first: 100) {\n    nodes {\n      id\n      orderCode\n      product {\n        id\n        name\n      }\n      buyer {\n        id\n      }\n      vendor {\n        id\n      }\n    }\n  }\n}"): (typeof documents)["query MessagesOrders {\n  orders(first: 100) {\n    nodes {\n      id\n      orderCode\n      product {\n        id\n        name\n      }\n      buyer {\n        id\n      }\n      vendor {\n        id\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription MessagesReceived {\n  messageReceived {\n    id\n    createdAt\n    isRead\n  }\n}"): (typeof documents)["subscription MessagesReceived {\n  messageReceived {\n    id\n    createdAt\n    isRead\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessagesRecipients {\n  messageRecipients {\n    id\n    name\n    company\n    role\n  }\n}"): (typeof documents)["query MessagesRecipients {\n  messageRecipients {\n    id\n    name\n    company\n    role\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MessagesSend($input: SendMessageInput!) {\n  sendMessage(input: $input) {\n    id\n    createdAt\n    messageType\n    receiver {\n      id\n      name\n    }\n  }\n}"): (typeof documents)["mutation MessagesSend($input: SendMessageInput!) {\n  sendMessage(input: $input) {\n    id\n    createdAt\n    messageType\n    receiver {\n      id\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrdersAcceptOrder($id: ID!) {\n  acceptOrder(id: $id) {\n    id\n    ackStatus\n  }\n}"): (typeof documents)["mutation OrdersAcceptOrder($id: ID!) {\n  acceptOrder(id: $id) {\n    id\n    ackStatus\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrdersAnswerOrderProposal($id: ID!, $accept: Boolean!) {\n  answerOrderProposal(id: $id, accept: $accept) {\n    id\n    ackStatus\n    dueDate\n    quantity\n  }\n}"): (typeof documents)["mutation OrdersAnswerOrderProposal($id: ID!, $accept: Boolean!) {\n  answerOrderProposal(id: $id, accept: $accept) {\n    id\n    ackStatus\n    dueDate\n    quantity\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrdersApproveOrder($id: ID!, $version: Int) {\n  approveOrder(id: $id, version: $version) {\n    id\n    status\n    requestedStatus\n    previousStatus\n    progress\n    version\n    updatedAt\n  }\n}"): (typeof documents)["mutation OrdersApproveOrder($id: ID!, $version: Int) {\n  approveOrder(id: $id, version: $version) {\n    id\n    status\n    requestedStatus\n    previousStatus\n    progress\n    version\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrdersCreateOrder($input: CreateOrderInput!) {\n  createOrder(input: $input) {\n    id\n    orderCode\n    status\n    version\n  }\n}"): (typeof documents)["mutation OrdersCreateOrder($input: CreateOrderInput!) {\n  createOrder(input: $input) {\n    id\n    orderCode\n    status\n    version\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrdersListOrders($search: String, $status: OrderStatus, $schedule: ScheduleHealth, $first: Int, $after: String) {\n  orders(\n    search: $search\n    status: $status\n    schedule: $schedule\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      schedule\n      dueDate\n      createdAt\n      product {\n        id\n        name\n        sku\n      }\n      buyer {\n        id\n        name\n        company\n      }\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}"): (typeof documents)["query OrdersListOrders($search: String, $status: OrderStatus, $schedule: ScheduleHealth, $first: Int, $after: String) {\n  orders(\n    search: $search\n    status: $status\n    schedule: $schedule\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      schedule\n      dueDate\n      createdAt\n      product {\n        id\n        name\n        sku\n      }\n      buyer {\n        id\n        name\n        company\n      }\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrdersNewOrderBuyers {\n  buyers {\n    id\n    name\n    company\n  }\n}"): (typeof documents)["query OrdersNewOrderBuyers {\n  buyers {\n    id\n    name\n    company\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrdersNewOrderProduct($id: Int!) {\n  product(id: $id) {\n    id\n    vendor {\n      id\n    }\n  }\n}"): (typeof documents)["query OrdersNewOrderProduct($id: Int!) {\n  product(id: $id) {\n    id\n    vendor {\n      id\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrdersNewOrderProducts($vendorId: Int!) {\n  products(vendorId: $vendorId, first: 100) {\n    nodes {\n      id\n      name\n      sku\n      inStock\n      vendor {\n        id\n      }\n    }\n  }\n}"): (typeof documents)["query OrdersNewOrderProducts($vendorId: Int!) {\n  products(vendorId: $vendorId, first: 100) {\n    nodes {\n      id\n      name\n      sku\n      inStock\n      vendor {\n        id\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrdersNewOrderVendors {\n  vendors {\n    id\n    name\n    company\n    connectionStatus\n  }\n}"): (typeof documents)["query OrdersNewOrderVendors {\n  vendors {\n    id\n    name\n    company\n    connectionStatus\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription OrdersOrderChanged {\n  orderChanged {\n    id\n    orderCode\n    status\n    requestedStatus\n    previousStatus\n    progress\n    version\n    updatedAt\n  }\n}"): (typeof documents)["subscription OrdersOrderChanged {\n  orderChanged {\n    id\n    orderCode\n    status\n    requestedStatus\n    previousStatus\n    progress\n    version\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrdersOrderDetail($idOrCode: ID!) {\n  order(idOrCode: $idOrCode) {\n    id\n    orderCode\n    quantity\n    sizeBreakdown {\n      colours\n      sizes\n      quantities\n    }\n    status\n    ackStatus\n    revisions {\n      id\n      status\n      reason\n      createdAt\n      before {\n        dueDate\n        quantity\n      }\n      proposed {\n        dueDate\n        quantity\n        sizeBreakdown {\n          colours\n          sizes\n          quantities\n        }\n      }\n      proposedBy {\n        id\n        name\n      }\n      decidedBy {\n        id\n        name\n      }\n    }\n    requestedStatus\n    previousStatus\n    dueDate\n    createdAt\n    updatedAt\n    notes\n    progress\n    delayReason\n    schedule\n    milestones {\n      id\n      name\n      owner\n      plannedDate\n      actualDate\n      late\n      doneBy {\n        id\n        name\n      }\n    }\n    samples {\n      id\n      type\n      status\n      note\n      dueDate\n      createdAt\n      requestedBy {\n        id\n        name\n      }\n      waiverReason\n      waivedAt\n      waivedBy {\n        id\n        name\n      }\n      attempts {\n        id\n        number\n        comment\n        submittedAt\n        submittedBy {\n          id\n          name\n        }\n        decision\n        reviewComment\n        reviewedAt\n        reviewedBy {\n          id\n          name\n        }\n        photos {\n          id\n          fileName\n          viewUrl\n        }\n      }\n    }\n    version\n    product {\n      id\n      name\n      sku\n      description\n      imageUrl\n    }\n    buyer {\n      id\n      name\n      company\n      email\n    }\n    vendor {\n      id\n      name\n      company\n      email\n    }\n    timeline {\n      id\n      step\n      status\n      notes\n      attachmentUrl\n      createdAt\n      requiresAction\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n}"): (typeof documents)["query OrdersOrderDetail($idOrCode: ID!) {\n  order(idOrCode: $idOrCode) {\n    id\n    orderCode\n    quantity\n    sizeBreakdown {\n      colours\n      sizes\n      quantities\n    }\n    status\n    ackStatus\n    revisions {\n      id\n      status\n      reason\n      createdAt\n      before {\n        dueDate\n        quantity\n      }\n      proposed {\n        dueDate\n        quantity\n        sizeBreakdown {\n          colours\n          sizes\n          quantities\n        }\n      }\n      proposedBy {\n        id\n        name\n      }\n      decidedBy {\n        id\n        name\n      }\n    }\n    requestedStatus\n    previousStatus\n    dueDate\n    createdAt\n    updatedAt\n    notes\n    progress\n    delayReason\n    schedule\n    milestones {\n      id\n      name\n      owner\n      plannedDate\n      actualDate\n      late\n      doneBy {\n        id\n        name\n      }\n    }\n    samples {\n      id\n      type\n      status\n      note\n      dueDate\n      createdAt\n      requestedBy {\n        id\n        name\n      }\n      waiverReason\n      waivedAt\n      waivedBy {\n        id\n        name\n      }\n      attempts {\n        id\n        number\n        comment\n        submittedAt\n        submittedBy {\n          id\n          name\n        }\n        decision\n        reviewComment\n        reviewedAt\n        reviewedBy {\n          id\n          name\n        }\n        photos {\n          id\n          fileName\n          viewUrl\n        }\n      }\n    }\n    version\n    product {\n      id\n      name\n      sku\n      description\n      imageUrl\n    }\n    buyer {\n      id\n      name\n      company\n      email\n    }\n    vendor {\n      id\n      name\n      company\n      email\n    }\n    timeline {\n      id\n      step\n      status\n      notes\n      attachmentUrl\n      createdAt\n      requiresAction\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrdersOrderDocuments($orderIdOrCode: String!) {\n  orderDocuments(orderIdOrCode: $orderIdOrCode) {\n    id\n    fileName\n    fileType\n    fileSize\n    description\n    uploadedAt\n    downloadUrl\n    uploadedBy {\n      id\n      name\n    }\n  }\n}"): (typeof documents)["query OrdersOrderDocuments($orderIdOrCode: String!) {\n  orderDocuments(orderIdOrCode: $orderIdOrCode) {\n    id\n    fileName\n    fileType\n    fileSize\n    description\n    uploadedAt\n    downloadUrl\n    uploadedBy {\n      id\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrdersOrderMessages($orderIdOrCode: String!) {\n  orderMessages(orderIdOrCode: $orderIdOrCode) {\n    id\n    content\n    createdAt\n    isRead\n    messageType\n    sender {\n      id\n      name\n      avatarInitials\n    }\n    receiver {\n      id\n      name\n    }\n  }\n}"): (typeof documents)["query OrdersOrderMessages($orderIdOrCode: String!) {\n  orderMessages(orderIdOrCode: $orderIdOrCode) {\n    id\n    content\n    createdAt\n    isRead\n    messageType\n    sender {\n      id\n      name\n      avatarInitials\n    }\n    receiver {\n      id\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrdersOrderSpecifications($productId: Int!) {\n  specifications(productId: $productId, first: 50) {\n    totalCount\n    nodes {\n      id\n      title\n      details\n      category\n      updatedAt\n      attachmentCount\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n}"): (typeof documents)["query OrdersOrderSpecifications($productId: Int!) {\n  specifications(productId: $productId, first: 50) {\n    totalCount\n    nodes {\n      id\n      title\n      details\n      category\n      updatedAt\n      attachmentCount\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrdersProposeOrderChange($id: ID!, $input: OrderProposalInput!) {\n  proposeOrderChange(id: $id, input: $input) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation OrdersProposeOrderChange($id: ID!, $input: OrderProposalInput!) {\n  proposeOrderChange(id: $id, input: $input) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrdersRejectOrder($id: ID!, $version: Int) {\n  rejectOrder(id: $id, version: $version) {\n    id\n    status\n    requestedStatus\n    previousStatus\n    progress\n    version\n    updatedAt\n  }\n}"): (typeof documents)["mutation OrdersRejectOrder($id: ID!, $version: Int) {\n  rejectOrder(id: $id, version: $version) {\n    id\n    status\n    requestedStatus\n    previousStatus\n    progress\n    version\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrdersRequestSample($orderId: ID!, $input: SampleRequestInput!) {\n  requestSample(orderId: $orderId, input: $input) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation OrdersRequestSample($orderId: ID!, $input: SampleRequestInput!) {\n  requestSample(orderId: $orderId, input: $input) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrdersReviewSample($orderId: ID!, $sampleId: Int!, $approve: Boolean!, $comment: String) {\n  reviewSample(\n    orderId: $orderId\n    sampleId: $sampleId\n    approve: $approve\n    comment: $comment\n  ) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation OrdersReviewSample($orderId: ID!, $sampleId: Int!, $approve: Boolean!, $comment: String) {\n  reviewSample(\n    orderId: $orderId\n    sampleId: $sampleId\n    approve: $approve\n    comment: $comment\n  ) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrdersSendMessage($input: SendMessageInput!) {\n  sendMessage(input: $input) {\n    id\n    content\n    createdAt\n  }\n}"): (typeof documents)["mutation OrdersSendMessage($input: SendMessageInput!) {\n  sendMessage(input: $input) {\n    id\n    content\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrdersSetMilestoneDone($id: Int!, $done: Boolean!) {\n  setMilestoneDone(id: $id, done: $done) {\n    id\n    schedule\n  }\n}"): (typeof documents)["mutation OrdersSetMilestoneDone($id: Int!, $done: Boolean!) {\n  setMilestoneDone(id: $id, done: $done) {\n    id\n    schedule\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrdersSubmitSample($orderId: ID!, $input: SampleSubmissionInput!) {\n  submitSample(orderId: $orderId, input: $input) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation OrdersSubmitSample($orderId: ID!, $input: SampleSubmissionInput!) {\n  submitSample(orderId: $orderId, input: $input) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrdersUpdateOrderStatus($id: ID!, $status: OrderStatus!, $version: Int, $notes: String) {\n  updateOrderStatus(id: $id, status: $status, version: $version, notes: $notes) {\n    id\n    status\n    requestedStatus\n    previousStatus\n    progress\n    version\n    updatedAt\n  }\n}"): (typeof documents)["mutation OrdersUpdateOrderStatus($id: ID!, $status: OrderStatus!, $version: Int, $notes: String) {\n  updateOrderStatus(id: $id, status: $status, version: $version, notes: $notes) {\n    id\n    status\n    requestedStatus\n    previousStatus\n    progress\n    version\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OrdersWaivePreProductionSample($orderId: ID!, $reason: String!) {\n  waivePreProductionSample(orderId: $orderId, reason: $reason) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation OrdersWaivePreProductionSample($orderId: ID!, $reason: String!) {\n  waivePreProductionSample(orderId: $orderId, reason: $reason) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductsCatalog($search: String, $category: String, $availability: String, $vendorId: Int, $minPrice: Float, $maxPrice: Float, $includeArchived: Boolean, $first: Int, $after: String) {\n  products(\n    search: $search\n    category: $category\n    availability: $availability\n    vendorId: $vendorId\n    minPrice: $minPrice\n    maxPrice: $maxPrice\n    includeArchived: $includeArchived\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      id\n      name\n      sku\n      description\n      category\n      price\n      inStock\n      stockQuantity\n      imageUrl\n      archivedAt\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}"): (typeof documents)["query ProductsCatalog($search: String, $category: String, $availability: String, $vendorId: Int, $minPrice: Float, $maxPrice: Float, $includeArchived: Boolean, $first: Int, $after: String) {\n  products(\n    search: $search\n    category: $category\n    availability: $availability\n    vendorId: $vendorId\n    minPrice: $minPrice\n    maxPrice: $maxPrice\n    includeArchived: $includeArchived\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      id\n      name\n      sku\n      description\n      category\n      price\n      inStock\n      stockQuantity\n      imageUrl\n      archivedAt\n      vendor {\n        id\n        name\n        company\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProductsCreateProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    id\n    name\n    sku\n    description\n    category\n    price\n    inStock\n    stockQuantity\n    vendor {\n      id\n      name\n      company\n    }\n  }\n}"): (typeof documents)["mutation ProductsCreateProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    id\n    name\n    sku\n    description\n    category\n    price\n    inStock\n    stockQuantity\n    vendor {\n      id\n      name\n      company\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProductsDeleteProduct($id: Int!) {\n  deleteProduct(id: $id) {\n    id\n    deleted\n    archived\n  }\n}"): (typeof documents)["mutation ProductsDeleteProduct($id: Int!) {\n  deleteProduct(id: $id) {\n    id\n    deleted\n    archived\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductsDetail($id: Int!) {\n  product(id: $id) {\n    id\n    name\n    sku\n    description\n    category\n    price\n    inStock\n    stockQuantity\n    imageUrl\n    archivedAt\n    createdAt\n    updatedAt\n    vendor {\n      id\n      name\n      company\n      email\n    }\n  }\n}"): (typeof documents)["query ProductsDetail($id: Int!) {\n  product(id: $id) {\n    id\n    name\n    sku\n    description\n    category\n    price\n    inStock\n    stockQuantity\n    imageUrl\n    archivedAt\n    createdAt\n    updatedAt\n    vendor {\n      id\n      name\n      company\n      email\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductsSpecifications($productId: Int!) {\n  specifications(productId: $productId, first: 100) {\n    nodes {\n      id\n      title\n      category\n      updatedAt\n      attachmentCount\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n}"): (typeof documents)["query ProductsSpecifications($productId: Int!) {\n  specifications(productId: $productId, first: 100) {\n    nodes {\n      id\n      title\n      category\n      updatedAt\n      attachmentCount\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProductsUpdateProduct($id: Int!, $input: ProductUpdateInput!) {\n  updateProduct(id: $id, input: $input) {\n    id\n    name\n    sku\n    description\n    category\n    price\n    inStock\n    stockQuantity\n    updatedAt\n    vendor {\n      id\n      name\n      company\n    }\n  }\n}"): (typeof documents)["mutation ProductsUpdateProduct($id: Int!, $input: ProductUpdateInput!) {\n  updateProduct(id: $id, input: $input) {\n    id\n    name\n    sku\n    description\n    category\n    price\n    inStock\n    stockQuantity\n    updatedAt\n    vendor {\n      id\n      name\n      company\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductsVendors {\n  vendors {\n    id\n    name\n    company\n  }\n}"): (typeof documents)["query ProductsVendors {\n  vendors {\n    id\n    name\n    company\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfileApiTokens($all: Boolean) {\n  apiTokens(all: $all) {\n    id\n    name\n    prefix\n    expiresAt\n    lastUsedAt\n    revokedAt\n    createdAt\n    user {\n      id\n      name\n      username\n    }\n  }\n}"): (typeof documents)["query ProfileApiTokens($all: Boolean) {\n  apiTokens(all: $all) {\n    id\n    name\n    prefix\n    expiresAt\n    lastUsedAt\n    revokedAt\n    createdAt\n    user {\n      id\n      name\n      username\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProfileCreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) {\n    token\n    apiToken {\n      id\n      name\n      prefix\n    }\n  }\n}"): (typeof documents)["mutation ProfileCreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) {\n    token\n    apiToken {\n      id\n      name\n      prefix\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProfileCreateWebhook($input: CreateWebhookInput!) {\n  createWebhook(input: $input) {\n    secret\n    endpoint {\n      id\n      url\n    }\n  }\n}"): (typeof documents)["mutation ProfileCreateWebhook($input: CreateWebhookInput!) {\n  createWebhook(input: $input) {\n    secret\n    endpoint {\n      id\n      url\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProfileDeleteWebhook($id: Int!) {\n  deleteWebhook(id: $id)\n}"): (typeof documents)["mutation ProfileDeleteWebhook($id: Int!) {\n  deleteWebhook(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProfileRevokeApiToken($id: Int!) {\n  revokeApiToken(id: $id) {\n    id\n    revokedAt\n  }\n}"): (typeof documents)["mutation ProfileRevokeApiToken($id: Int!) {\n  revokeApiToken(id: $id) {\n    id\n    revokedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ProfileUpdateWebhook($id: Int!, $input: UpdateWebhookInput!) {\n  updateWebhook(id: $id, input: $input) {\n    id\n    enabled\n    events\n    url\n  }\n}"): (typeof documents)["mutation ProfileUpdateWebhook($id: Int!, $input: UpdateWebhookInput!) {\n  updateWebhook(id: $id, input: $input) {\n    id\n    enabled\n    events\n    url\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfileWebhookDeliveries($endpointId: Int!) {\n  webhookDeliveries(endpointId: $endpointId, first: 20) {\n    id\n    eventType\n    status\n    attempts\n    responseStatus\n    responseSnippet\n    lastError\n    nextAttemptAt\n    deliveredAt\n    createdAt\n  }\n}"): (typeof documents)["query ProfileWebhookDeliveries($endpointId: Int!) {\n  webhookDeliveries(endpointId: $endpointId, first: 20) {\n    id\n    eventType\n    status\n    attempts\n    responseStatus\n    responseSnippet\n    lastError\n    nextAttemptAt\n    deliveredAt\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfileWebhooks {\n  webhooks {\n    id\n    url\n    events\n    enabled\n    createdAt\n  }\n  webhookEventTypes {\n    type\n    description\n  }\n}"): (typeof documents)["query ProfileWebhooks {\n  webhooks {\n    id\n    url\n    events\n    enabled\n    createdAt\n  }\n  webhookEventTypes {\n    type\n    description\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SpecificationAttachmentDelete($id: Int!) {\n  deleteAttachment(id: $id)\n}"): (typeof documents)["mutation SpecificationAttachmentDelete($id: Int!) {\n  deleteAttachment(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SpecificationCreate($input: CreateSpecificationInput!) {\n  createSpecification(input: $input) {\n    id\n  }\n}"): (typeof documents)["mutation SpecificationCreate($input: CreateSpecificationInput!) {\n  createSpecification(input: $input) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SpecificationDelete($id: Int!) {\n  deleteSpecification(id: $id)\n}"): (typeof documents)["mutation SpecificationDelete($id: Int!) {\n  deleteSpecification(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SpecificationDetail($id: Int!) {\n  specification(id: $id) {\n    id\n    title\n    category\n    description\n    details\n    version\n    createdAt\n    updatedAt\n    productName\n    product {\n      id\n      sku\n    }\n    createdBy {\n      id\n      name\n    }\n    sections {\n      id\n      position\n      title\n      content\n    }\n    attachments {\n      id\n      fileName\n      fileType\n      fileSize\n      description\n      uploadedAt\n      downloadUrl\n      viewUrl\n      url\n      uploadedBy {\n        id\n        name\n      }\n    }\n    versions {\n      version\n      title\n      createdAt\n      editedBy {\n        id\n        name\n      }\n    }\n  }\n}"): (typeof documents)["query SpecificationDetail($id: Int!) {\n  specification(id: $id) {\n    id\n    title\n    category\n    description\n    details\n    version\n    createdAt\n    updatedAt\n    productName\n    product {\n      id\n      sku\n    }\n    createdBy {\n      id\n      name\n    }\n    sections {\n      id\n      position\n      title\n      content\n    }\n    attachments {\n      id\n      fileName\n      fileType\n      fileSize\n      description\n      uploadedAt\n      downloadUrl\n      viewUrl\n      url\n      uploadedBy {\n        id\n        name\n      }\n    }\n    versions {\n      version\n      title\n      createdAt\n      editedBy {\n        id\n        name\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SpecificationProducts {\n  products(first: 100) {\n    nodes {\n      id\n      name\n      sku\n    }\n  }\n}"): (typeof documents)["query SpecificationProducts {\n  products(first: 100) {\n    nodes {\n      id\n      name\n      sku\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SpecificationUpdate($input: UpdateSpecificationInput!) {\n  updateSpecification(input: $input) {\n    id\n    version\n  }\n}"): (typeof documents)["mutation SpecificationUpdate($input: UpdateSpecificationInput!) {\n  updateSpecification(input: $input) {\n    id\n    version\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SpecificationsList($search: String, $category: String, $first: Int, $after: String) {\n  specifications(\n    search: $search\n    category: $category\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      id\n      title\n      category\n      productName\n      product {\n        id\n      }\n      createdBy {\n        id\n        name\n      }\n      updatedAt\n      attachmentCount\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}"): (typeof documents)["query SpecificationsList($search: String, $category: String, $first: Int, $after: String) {\n  specifications(\n    search: $search\n    category: $category\n    first: $first\n    after: $after\n  ) {\n    nodes {\n      id\n      title\n      category\n      productName\n      product {\n        id\n      }\n      createdBy {\n        id\n        name\n      }\n      updatedAt\n      attachmentCount\n    }\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TimelineAddEvent($input: TimelineEventInput!) {\n  addTimelineEvent(input: $input) {\n    id\n    step\n    status\n  }\n}"): (typeof documents)["mutation TimelineAddEvent($input: TimelineEventInput!) {\n  addTimelineEvent(input: $input) {\n    id\n    step\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TimelineOrderEvents($idOrCode: ID!) {\n  order(idOrCode: $idOrCode) {\n    id\n    orderCode\n    quantity\n    status\n    progress\n    buyer {\n      id\n    }\n    vendor {\n      id\n    }\n    schedule\n    milestones {\n      id\n      name\n      owner\n      plannedDate\n      actualDate\n      late\n      doneBy {\n        id\n        name\n      }\n    }\n    dueDate\n    createdAt\n    product {\n      id\n      name\n      sku\n    }\n    timeline {\n      id\n      step\n      status\n      notes\n      attachmentUrl\n      createdAt\n      requiresAction\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n}"): (typeof documents)["query TimelineOrderEvents($idOrCode: ID!) {\n  order(idOrCode: $idOrCode) {\n    id\n    orderCode\n    quantity\n    status\n    progress\n    buyer {\n      id\n    }\n    vendor {\n      id\n    }\n    schedule\n    milestones {\n      id\n      name\n      owner\n      plannedDate\n      actualDate\n      late\n      doneBy {\n        id\n        name\n      }\n    }\n    dueDate\n    createdAt\n    product {\n      id\n      name\n      sku\n    }\n    timeline {\n      id\n      step\n      status\n      notes\n      attachmentUrl\n      createdAt\n      requiresAction\n      createdBy {\n        id\n        name\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TimelineOrders($search: String, $first: Int, $after: String) {\n  orders(search: $search, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      schedule\n      progress\n      dueDate\n      createdAt\n      product {\n        id\n        name\n        sku\n      }\n    }\n  }\n}"): (typeof documents)["query TimelineOrders($search: String, $first: Int, $after: String) {\n  orders(search: $search, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      schedule\n      progress\n      dueDate\n      createdAt\n      product {\n        id\n        name\n        sku\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VendorDirectoryRequestConnection($vendorId: Int!) {\n  requestConnection(vendorId: $vendorId) {\n    id\n    status\n    vendor {\n      id\n    }\n  }\n}"): (typeof documents)["mutation VendorDirectoryRequestConnection($vendorId: Int!) {\n  requestConnection(vendorId: $vendorId) {\n    id\n    status\n    vendor {\n      id\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorDirectoryVendors {\n  vendors {\n    id\n    name\n    company\n    email\n    avatarInitials\n    connectionStatus\n  }\n}"): (typeof documents)["query VendorDirectoryVendors {\n  vendors {\n    id\n    name\n    company\n    email\n    avatarInitials\n    connectionStatus\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorActiveOrders {\n  orders(first: 5, active: true) {\n    totalCount\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      schedule\n      dueDate\n      progress\n      product {\n        id\n        name\n        sku\n      }\n      buyer {\n        id\n        name\n        company\n      }\n    }\n  }\n}"): (typeof documents)["query VendorActiveOrders {\n  orders(first: 5, active: true) {\n    totalCount\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      schedule\n      dueDate\n      progress\n      product {\n        id\n        name\n        sku\n      }\n      buyer {\n        id\n        name\n        company\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorOrdersList($search: String, $status: OrderStatus, $first: Int, $after: String) {\n  orders(search: $search, status: $status, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      schedule\n      requestedStatus\n      progress\n      version\n      dueDate\n      createdAt\n      notes\n      product {\n        id\n        name\n        sku\n      }\n      buyer {\n        id\n        name\n        company\n      }\n    }\n  }\n}"): (typeof documents)["query VendorOrdersList($search: String, $status: OrderStatus, $first: Int, $after: String) {\n  orders(search: $search, status: $status, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    nodes {\n      id\n      orderCode\n      quantity\n      status\n      schedule\n      requestedStatus\n      progress\n      version\n      dueDate\n      createdAt\n      notes\n      product {\n        id\n        name\n        sku\n      }\n      buyer {\n        id\n        name\n        company\n      }\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;