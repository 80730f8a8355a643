import { Skeleton, Table, Text } from '@radix-ui/themes';

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

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
  centered = false,
}: {
  columns: number;
  loading: boolean;
  /** Shown when the loaded page has no rows; null: it has some. */
  empty: string | null;
  skeletonRows?: number;
  /** The empty line centred with room around it, for a page's main list (problems, submissions). */
  centered?: boolean;
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
        {centered ? (
          <Text as="p" color="gray" size="2" align="center" my="6">
            {empty}
          </Text>
        ) : (
          <Text color="gray">{empty}</Text>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
