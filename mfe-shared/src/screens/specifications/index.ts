export * from './NewSpecificationPage';
export * from './SpecificationDetailPage';
export * from './SpecificationsPage';
