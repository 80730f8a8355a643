import { Flex, IconButton } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PencilIcon, TrashIcon } from '@/components/icons';

interface DiscussionCardActionsProps {
  /** The detail page with its editor open; only for the author. */
  editHref?: string;
  /** Deletes the discussion; only for the author and the area's moderators. */
  onDelete?: () => void;
}

/**
 * A card's edit and delete (spec 03 §2.7: the group list's edit/delete menu). Edit opens the detail page's
 * editor, which holds the whole discussion; delete asks first, as every deletion does.
 */
export function DiscussionCardActions({ editHref, onDelete }: DiscussionCardActionsProps) {
  const { t } = useTranslation();
  if (!editHref && !onDelete) return null;
  return (
    <Flex gap="1" ml="auto" className="discussion-card-actions">
      {editHref ? (
        <IconButton asChild variant="ghost" size="1" aria-label={t('discussion.detail.edit')}>
          <Link to={editHref}>
            <PencilIcon size={14} />
          </Link>
        </IconButton>
      ) : null}
      {onDelete ? (
        <ConfirmDialog
          title={t('discussion.detail.deleteTitle')}
          description={t('discussion.detail.deleteText')}
          confirmLabel={t('discussion.detail.delete')}
          cancelLabel={t('discussion.detail.cancel')}
          onConfirm={onDelete}
        >
          <IconButton variant="ghost" size="1" color="red" aria-label={t('discussion.detail.delete')}>
            <TrashIcon size={14} />
          </IconButton>
        </ConfirmDialog>
      ) : null}
    </Flex>
  );
}
