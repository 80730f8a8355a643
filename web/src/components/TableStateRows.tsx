import { Skeleton, Table, Text } from '@radix-ui/themes';

const SKELETON_KEYS = ['a', 'b', 'c', 'd'];

/**
 * A table's rows before it has any: grey bars while the first page loads, and one line saying why
 * there are none once it has loaded empty.
 * @example <TableStateRows columns={6} loading={!page && !error} empty={page?.records.length === 0 ? t('x.empty') : null} />
 */
export function TableStateRows({
  columns,
  loading,
  empty,
  skeletonRows = 4,
}: {
  columns: number;
  loading: boolean;
  /** Shown when the loaded page has no rows; null: it has some. */
  empty: string | null;
  skeletonRows?: number;
}) {
  if (loading)
    return SKELETON_KEYS.slice(0, skeletonRows).map((key) => (
      <Table.Row key={key}>
        <Table.Cell colSpan={columns}>
          <Skeleton height="20px" />
        </Table.Cell>
      </Table.Row>
    ));
  if (empty === null) return null;
  return (
    <Table.Row>
      <Table.Cell colSpan={columns}>
        <Text color="gray">{empty}</Text>
      </Table.Cell>
    </Table.Row>
  );
}
