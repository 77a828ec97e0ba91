import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { formatLKR, type SalesReport } from '@avstore/core';
import { bucketLabel } from './report-words';

// Only the parts this chart draws, so the chunk stays small (chart.js is tree-shakeable).
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

/**
 * Revenue as bars and orders as a line, a bucket a step. Loaded only by the reports screen
 * (docs/decisions/022-charts.md): chart.js never reaches the shop's pages.
 */
export default function SalesChart({ report }: { report: SalesReport }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      data: {
        labels: report.buckets.map((b) => bucketLabel(b.start, report.unit)),
        datasets: [
          {
            type: 'bar',
            label: 'Revenue (LKR)',
            data: report.buckets.map((b) => b.revenue),
            backgroundColor: '#0f766e',
            yAxisID: 'revenue',
            order: 2,
          },
          {
            type: 'line',
            label: 'Orders',
            data: report.buckets.map((b) => b.orders),
            borderColor: '#b45309',
            backgroundColor: '#b45309',
            yAxisID: 'orders',
            order: 1,
          },
        ],
      },
      options: {
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        scales: {
          revenue: { type: 'linear', position: 'left', beginAtZero: true },
          orders: {
            type: 'linear',
            position: 'right',
            beginAtZero: true,
            ticks: { precision: 0 },
            grid: { drawOnChartArea: false },
          },
        },
        plugins: {
          tooltip: {
            callbacks: {
              label: (item) =>
                item.dataset.yAxisID === 'revenue'
                  ? `Revenue: ${formatLKR(Number(item.raw))}`
                  : `Orders: ${String(item.raw)}`,
            },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [report]);
  return (
    <div className="relative h-72 w-full">
      <canvas
        ref={canvas}
        role="img"
        aria-label={`Revenue and orders by ${report.unit}, ${report.from} to ${report.to}`}
      />
    </div>
  );
}
