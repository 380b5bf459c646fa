import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { App, Button, Table } from 'antd';
import type { TableProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { type AdminBody, type AdminData, ApiError, type JsonEndpointName } from '../lib/api';
import { downloadText } from '../lib/download';
import { useAdminQuery } from '../lib/use-admin-query';
import { texts } from '../texts';
import { PageTitle } from './page-title';
import { QueryError } from './query-error';

/** A list route of the contract: its answer is a page of rows (`pageOf`). */
export type PageEndpointName = {
  [N in JsonEndpointName]: AdminData<N> extends { list: object[]; total: number } ? N : never;
}[JsonEndpointName];
/** A row of a list route's answer, as the contract declares it. */
export type RowOf<N extends PageEndpointName> = AdminData<N>['list'][number];

export interface ListPageProps<N extends PageEndpointName, Filters extends object> {
  title: string;
  /** Buttons beside the title (e.g. "New operator"). */
  titleExtra?: ReactNode;
  /** The list route's key in `adminEndpoints`: its path, and the rows' type. */
  endpoint: N;
  initialFilters: Filters;
  /** The desk's filter controls; a change goes back to page 1. */
  filters?: (value: Filters, onChange: (next: Filters) => void) => ReactNode;
  /** The request body of the filters (default: the filters as they are); paging is added here. */
  toBody?: (filters: Filters) => Omit<AdminBody<N>, 'page' | 'pageSize'>;
  pageSize?: number;
  /** A CSV export of the filtered rows: the route answers text/csv, or an envelope when refused. */
  exportCsv?: { fileName: string; run: (filters: Filters) => Promise<string> };
  /** The table: columns, row key, scroll, expandable rows (rows, loading and paging come from here). */
  table: Omit<TableProps<RowOf<N>>, 'dataSource' | 'loading' | 'pagination'>;
  /** The desk's drawers and dialogs. */
  children?: ReactNode;
}

/**
 * One list desk of the back office: title, filters with refresh and export, and the paged table.
 * Users, recharge and withdrawal queues, approvals, operators and the audit log differ only in their
 * filters, columns and row actions, which they pass in.
 */
export function ListPage<N extends PageEndpointName, Filters extends object>(
  props: ListPageProps<N, Filters>,
) {
  const { message } = App.useApp();
  const [filters, setFilters] = useState(props.initialFilters);
  const [paging, setPaging] = useState({ page: 1, pageSize: props.pageSize ?? 20 });
  const body = { ...(props.toBody ? props.toBody(filters) : filters), ...paging };
  const list = useAdminQuery(props.endpoint, body as AdminBody<N>);
  const [exporting, setExporting] = useState(false);

  const changeFilters = (next: Filters) => {
    setFilters(next);
    setPaging((current) => ({ ...current, page: 1 }));
  };

  const exportOption = props.exportCsv;
  async function exportCsv({ run, fileName }: NonNullable<typeof exportOption>) {
    setExporting(true);
    try {
      downloadText(fileName, await run(filters));
    } catch (err) {
      void message.error(err instanceof ApiError ? err.message : texts.common.loadFailed);
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <PageTitle title={props.title} extra={props.titleExtra} />
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 16 }}>
        {props.filters?.(filters, changeFilters)}
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
          {texts.common.refresh}
        </Button>
        {exportOption && (
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            onClick={() => void exportCsv(exportOption)}
          >
            {texts.common.exportCsv}
          </Button>
        )}
      </div>
      <QueryError error={list.error} />
      <Table<RowOf<N>>
        size="middle"
        // A table wider than the window scrolls inside itself, the page never sideways.
        scroll={{ x: 'max-content' }}
        {...props.table}
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
      {props.children}
    </>
  );
}
