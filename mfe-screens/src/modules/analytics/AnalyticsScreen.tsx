import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { type AnalyticsQuery, Button, Card, formatSpecDate, PageHeading, PageStack, Skeleton, StatusBadge, useSession } from 'mfe-shared';
import { AnalyticsDocument } from 'mfe-shared/operations';
import { orderStatusLabel } from '../orders/utils/orderStatus';
import { productCategoryLabel, productVendorLabel } from '../products/productLabels';
import { AnalyticsFilters, type AnalyticsFilterValues } from './components/AnalyticsFilters';
import { BarFigure } from './components/BarFigure';
import { ChartCard, type DataColumn } from './components/ChartCard';
import { VendorScorecards } from './components/VendorScorecards';

type Figures = AnalyticsQuery['analytics'];
type StatusRow = Figures['ordersByStatus'][number];
type MonthRow = Figures['onTimeByMonth'][number];
type LeadRow = Figures['leadTimeByVendor'][number];
type CategoryLeadRow = Figures['leadTimeByCategory'][number];
type CategoryRow = Figures['volumeByCategory'][number];
type LateRow = Figures['lateOrders']['orders'][number];
type LateVendorRow = Figures['lateOrders']['byVendor'][number];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2021-03' -> 'Mar 2021'. */
const monthLabel = (month: string) =>
  `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
const categoryLabel = (category: string | null | undefined) =>
  category ? productCategoryLabel(category) : 'Uncategorised';
const percentText = (percent: number | null | undefined) =>
  percent == null ? null : `${percent}%`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xl};

  & > :last-child {
    grid-column: 1 / -1;
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledError = styled(Card)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.red.fg};
`;

const SCOPE_TEXT = {
  buyer: 'Your orders',
  vendor: 'Orders placed with you',
  admin: 'Every order in the portal',
} as const;

function filtersFrom(params: URLSearchParams): AnalyticsFilterValues {
  return {
    vendorId: params.get('vendor') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

/**
 * The analytics page of every role (buyers their own orders, vendors theirs, admins all): five
 * figures computed by the server, each a chart with a table view and a CSV download. Loaded on
 * demand (AnalyticsPage), so the charting library stays out of the dashboards' first load.
 */
export default function AnalyticsScreen() {
  const { user } = useSession();
  const role = user?.role ?? 'buyer';
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const { data, previousData, loading, error, refetch } = useQuery(AnalyticsDocument, {
    variables: {
      filter: {
        vendorId: filters.vendorId ? Number(filters.vendorId) : null,
        from: filters.from || null,
        to: filters.to || null,
      },
    },
  });
  const figures = (data ?? previousData)?.analytics;
  const period = params.get('period') ?? '';
  // Each change applies to the URL as it is now, not as it was at the last render: a vendor picked
  // right after Clear (before the page drew the cleared filters) must not bring the old dates back.
  const handleParams = (patch: Partial<AnalyticsFilterValues>, nextPeriod?: string) => {
    const current = new URLSearchParams(window.location.search);
    const next = { ...filtersFrom(current), ...patch };
    nextPeriod ??= current.get('period') ?? '';
    const search = new URLSearchParams();
    if (next.vendorId) search.set('vendor', next.vendorId);
    if (next.from) search.set('from', next.from);
    if (next.to) search.set('to', next.to);
    if (nextPeriod) search.set('period', nextPeriod);
    setParams(search, { replace: true });
  };
  const handleFilters = (patch: Partial<AnalyticsFilterValues>) => handleParams(patch);
  const handlePeriod = (next: string) => handleParams({}, next);

  return (
    <PageStack>
      <PageHeading
        title="Analytics"
        description={`${SCOPE_TEXT[role]}. Dates are calendar days in UTC.`}
        actions={<Link to={`/${role}/dashboard`}>Back to the dashboard</Link>}
      />
      <Card>
        <AnalyticsFilters
          values={filters}
          onChange={handleFilters}
          showVendor={user?.capabilities.compareVendors ?? false}
        />
      </Card>
      {error && (
        <StyledError role="alert">
          <span>Could not load the analytics: {error.message}</span>
          <Button $variant="secondary" onClick={() => void refetch()}>
            Retry
          </Button>
        </StyledError>
      )}
      {!figures && loading && <AnalyticsSkeleton />}
      {figures && !error && (
        <StyledGrid aria-busy={loading}>
          <OrdersByStatus rows={figures.ordersByStatus} />
          <OnTimeByMonth rows={figures.onTimeByMonth} />
          {/* A vendor's by-vendor figure is only itself: it compares its product categories. */}
          {role === 'vendor' ? (
            <LeadTimeByCategory rows={figures.leadTimeByCategory} />
          ) : (
            <LeadTimeByVendor rows={figures.leadTimeByVendor} />
          )}
          <VolumeByCategory rows={figures.volumeByCategory} />
          <LateOrders late={figures.lateOrders} />
        </StyledGrid>
      )}
      <VendorScorecards vendorId={filters.vendorId} period={period} onPeriodChange={handlePeriod} />
    </PageStack>
  );
}

function AnalyticsSkeleton() {
  return (
    <StyledGrid aria-busy="true" aria-label="Loading analytics">
      {Array.from({ length: 5 }, (_, index) => (
        <Card key={index}>
          <Skeleton $height="24px" />
          <Skeleton $height="280px" />
        </Card>
      ))}
    </StyledGrid>
  );
}

const STATUS_COLUMNS: DataColumn<StatusRow>[] = [
  {
    key: 'status',
    header: 'Status',
    value: (row) => orderStatusLabel(row.status),
    render: (row) => <StatusBadge status={orderStatusLabel(row.status)} />,
  },
  { key: 'orders', header: 'Orders', value: (row) => row.orders, align: 'right' },
  { key: 'units', header: 'Units', value: (row) => row.units, align: 'right' },
];

function OrdersByStatus({ rows }: { rows: StatusRow[] }) {
  const theme = useTheme();
  const data = rows.map((row) => ({ label: orderStatusLabel(row.status), orders: row.orders }));
  return (
    <ChartCard
      id="analytics-orders-by-status"
      title="Orders by Status"
      description="Orders created in the period, by their status now."
      rows={rows}
      columns={STATUS_COLUMNS}
      rowKey={(row) => row.status}
      fileName="orders-by-status"
      emptyText="No orders were created in this period."
      chart={
        <BarFigure
          data={data}
          series={[{ key: 'orders', name: 'Orders', color: theme.color.primary }]}
          counts
        />
      }
    />
  );
}

const MONTH_COLUMNS: DataColumn<MonthRow>[] = [
  { key: 'month', header: 'Month', value: (row) => monthLabel(row.month) },
  { key: 'completed', header: 'Completed', value: (row) => row.completed, align: 'right' },
  { key: 'onTime', header: 'On time', value: (row) => row.onTime, align: 'right' },
  { key: 'late', header: 'Late', value: (row) => row.late, align: 'right' },
  { key: 'percent', header: 'On-time %', value: (row) => percentText(row.percent), align: 'right' },
];

function OnTimeByMonth({ rows }: { rows: MonthRow[] }) {
  const theme = useTheme();
  const data = rows.map((row) => ({
    label: monthLabel(row.month),
    onTime: row.onTime,
    late: row.late,
  }));
  return (
    <ChartCard
      id="analytics-on-time"
      title="On-Time Delivery by Month"
      description="Orders completed in the period, by month of completion: on or before the due date, or late."
      rows={rows}
      columns={MONTH_COLUMNS}
      rowKey={(row) => row.month}
      fileName="on-time-delivery-by-month"
      emptyText="No orders were completed in this period."
      chart={
        <BarFigure
          data={data}
          series={[
            { key: 'onTime', name: 'On time', color: theme.color.green.fg, stack: 'delivery' },
            { key: 'late', name: 'Late', color: theme.color.red.fg, stack: 'delivery' },
          ]}
          counts
        />
      }
    />
  );
}

/** Average lead time by one grouping (vendor, or product category): the same chart over different rows. */
function LeadTime<Row extends { completed: number; averageDays: number }>(props: {
  rows: Row[];
  by: string;
  label: (row: Row) => string;
  rowKey: (row: Row) => string | number;
  fileName: string;
  description: string;
}) {
  const theme = useTheme();
  const { rows, by, label } = props;
  const columns: DataColumn<Row>[] = [
    { key: 'group', header: by, value: label },
    { key: 'completed', header: 'Completed orders', value: (row) => row.completed, align: 'right' },
    { key: 'averageDays', header: 'Average lead time (days)', value: (row) => row.averageDays, align: 'right' },
  ];
  return (
    <ChartCard
      id="analytics-lead-time"
      title={`Average Lead Time by ${by}`}
      description={props.description}
      rows={rows}
      columns={columns}
      rowKey={props.rowKey}
      fileName={props.fileName}
      emptyText="No orders were completed in this period."
      chart={
        <BarFigure
          data={rows.map((row) => ({ label: label(row), days: row.averageDays }))}
          series={[{ key: 'days', name: 'Average days', color: theme.color.primary }]}
          horizontal
          unit=" d"
        />
      }
    />
  );
}

const LeadTimeByVendor = ({ rows }: { rows: LeadRow[] }) => (
  <LeadTime
    rows={rows}
    by="Vendor"
    label={(row) => productVendorLabel(row.vendor)}
    rowKey={(row) => row.vendor.id}
    fileName="lead-time-by-vendor"
    description="Days from order to completion, averaged over the orders completed in the period."
  />
);

const LeadTimeByCategory = ({ rows }: { rows: CategoryLeadRow[] }) => (
  <LeadTime
    rows={rows}
    by="Product Category"
    label={(row) => categoryLabel(row.category)}
    rowKey={(row) => row.category ?? ''}
    fileName="lead-time-by-category"
    description="Days from order to completion, averaged over the orders completed in the period, by product category."
  />
);

const CATEGORY_COLUMNS: DataColumn<CategoryRow>[] = [
  { key: 'category', header: 'Category', value: (row) => categoryLabel(row.category) },
  { key: 'orders', header: 'Orders', value: (row) => row.orders, align: 'right' },
  { key: 'units', header: 'Units', value: (row) => row.units, align: 'right' },
];

function VolumeByCategory({ rows }: { rows: CategoryRow[] }) {
  const theme = useTheme();
  const data = rows.map((row) => ({ label: categoryLabel(row.category), units: row.units }));
  return (
    <ChartCard
      id="analytics-volume"
      title="Volume by Product Category"
      description="Units ordered in the period (orders created in it, not cancelled), by product category."
      rows={rows}
      columns={CATEGORY_COLUMNS}
      rowKey={(row) => row.category ?? ''}
      fileName="volume-by-category"
      emptyText="No orders were created in this period."
      chart={
        <BarFigure
          data={data}
          series={[{ key: 'units', name: 'Units', color: theme.color.accent }]}
        />
      }
    />
  );
}

const LATE_COLUMNS: DataColumn<LateRow>[] = [
  {
    key: 'order',
    header: 'Order',
    value: (row) => row.orderCode,
    render: (row) => <Link to={`/orders/${row.orderCode}`}>{row.orderCode}</Link>,
  },
  { key: 'product', header: 'Product', value: (row) => `${row.productName} (${row.sku})` },
  { key: 'quantity', header: 'Quantity', value: (row) => row.quantity, align: 'right' },
  { key: 'buyer', header: 'Buyer', value: (row) => productVendorLabel(row.buyer) },
  { key: 'vendor', header: 'Vendor', value: (row) => productVendorLabel(row.vendor) },
  { key: 'status', header: 'Status', value: (row) => orderStatusLabel(row.status) },
  {
    key: 'dueDate',
    header: 'Due date',
    value: (row) => row.dueDate,
    render: (row) => formatSpecDate(row.dueDate),
  },
  { key: 'daysOverdue', header: 'Days overdue', value: (row) => row.daysOverdue, align: 'right' },
];

function LateOrders({ late }: { late: Figures['lateOrders'] }) {
  const theme = useTheme();
  const data = late.byVendor.map((row: LateVendorRow) => ({
    label: productVendorLabel(row.vendor),
    orders: row.orders,
  }));
  const shown = late.orders.length;
  return (
    <ChartCard
      id="analytics-late-orders"
      title="Late Orders"
      description={`${late.totalCount} order${late.totalCount === 1 ? '' : 's'} past the due date and not completed or cancelled (due in the period). The chart counts them by vendor; the table lists them with their buyer and vendor.`}
      rows={late.orders}
      columns={LATE_COLUMNS}
      rowKey={(row) => row.id}
      fileName="late-orders"
      emptyText="No order is late."
      footnote={
        shown < late.totalCount
          ? `The table shows the ${shown} most overdue of ${late.totalCount}.`
          : undefined
      }
      chart={
        <BarFigure
          data={data}
          series={[{ key: 'orders', name: 'Late orders', color: theme.color.red.fg }]}
          counts
        />
      }
    />
  );
}
