import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LowStockList, ReportUnit, SalesReport, TopSellers } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { adminKeys, queryString } from './keys';

/** The period and grouping the reports screen shows; days in the shop's time zone. */
export interface ReportParams {
  from: string;
  to: string;
  unit: ReportUnit;
}

export const salesReportQueryOptions = (params: ReportParams) =>
  queryOptions({
    queryKey: adminKeys.salesReport(params),
    queryFn: ({ signal }) =>
      api<SalesReport>(`/admin/reports/sales${queryString({ ...params })}`, { signal }),
    // The figures of the period before stay on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const topSellersQueryOptions = ({ from, to }: Omit<ReportParams, 'unit'>) =>
  queryOptions({
    queryKey: adminKeys.topSellers({ from, to }),
    queryFn: ({ signal }) =>
      api<TopSellers>(`/admin/reports/top-sellers${queryString({ from, to })}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const lowStockQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.lowStock(),
    queryFn: ({ signal }) => api<LowStockList>('/admin/reports/low-stock', { signal }),
  });

export const useSalesReport = (params: ReportParams) => useQuery(salesReportQueryOptions(params));
export const useTopSellers = (params: ReportParams) => useQuery(topSellersQueryOptions(params));
export const useLowStock = () => useQuery(lowStockQueryOptions());
