import { Badge, Button, Flex, IconButton, Text } from '@radix-ui/themes';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteMarkdownUpload,
  markdownOf,
  type StoredUpload,
  uploadForMarkdown,
} from '@/lib/markdownUploads';
import { CloseIcon, FileIcon, ImageIcon } from './icons';

export interface MarkdownUploads {
  /** The group the text belongs to: its admins may then put images in. */
  gid?: number;
  /** Files besides images (admin roles only). */
  files?: boolean;
}

interface MarkdownUploadBarProps {
  uploads: MarkdownUploads;
  /** The new upload's Markdown, to put at the cursor. */
  onUploaded: (markdown: string) => void;
  /** An upload taken back: its Markdown leaves the text. */
  onRemoved: (markdown: string) => void;
}

/**
 * The editor's upload buttons and the uploads made while editing, each of which can be taken back (the
 * server deletes its bytes and the text loses its link). A refused upload shows the server's reason.
 */
export function MarkdownUploadBar({ uploads, onUploaded, onRemoved }: MarkdownUploadBarProps) {
  const { t } = useTranslation();
  const [made, setMade] = useState<StoredUpload[]>([]);
  const [busy, setBusy] = useState<'image' | 'file' | null>(null);
  const pickers = { image: useRef<HTMLInputElement>(null), file: useRef<HTMLInputElement>(null) };

  const upload = async (kind: 'image' | 'file', file: File | undefined) => {
    if (!file) return;
    setBusy(kind);
    try {
      const stored = await uploadForMarkdown(kind, file, uploads.gid);
      setMade((list) => [...list, stored]);
      onUploaded(markdownOf(stored));
    } catch {
      // the request layer has shown why
    } finally {
      setBusy(null);
    }
  };
  const remove = async (stored: StoredUpload) => {
    try {
      await deleteMarkdownUpload(stored.fileId);
      setMade((list) => list.filter((u) => u.fileId !== stored.fileId));
      onRemoved(markdownOf(stored));
    } catch {
      // the request layer has shown why
    }
  };
  const picker = (kind: 'image' | 'file') => (
    <input
      ref={pickers[kind]}
      type="file"
      hidden
      data-testid={`markdown-upload-${kind}`}
      accept={kind === 'image' ? 'image/png,image/jpeg,image/gif,image/webp,image/bmp' : undefined}
      onChange={(event) => {
        void upload(kind, event.target.files?.[0]);
        event.target.value = '';
      }}
    />
  );

  return (
    <Flex gap="2" align="center" wrap="wrap">
      {picker('image')}
      <Button
        type="button"
        size="1"
        variant="soft"
        loading={busy === 'image'}
        onClick={() => pickers.image.current?.click()}
      >
        <ImageIcon /> {t('form.uploadImage')}
      </Button>
      {uploads.files ? (
        <>
          {picker('file')}
          <Button
            type="button"
            size="1"
            variant="soft"
            loading={busy === 'file'}
            onClick={() => pickers.file.current?.click()}
          >
            <FileIcon /> {t('form.uploadFile')}
          </Button>
        </>
      ) : null}
      {made.length > 0 ? (
        <Text size="1" color="gray">
          {t('form.uploaded')}
        </Text>
      ) : null}
      {made.map((stored) => (
        <Badge key={stored.fileId} variant="surface" color="gray">
          {stored.name}
          <IconButton
            type="button"
            size="1"
            variant="ghost"
            color="gray"
            aria-label={t('form.removeUpload', { name: stored.name })}
            onClick={() => void remove(stored)}
          >
            <CloseIcon size={12} />
          </IconButton>
        </Badge>
      ))}
    </Flex>
  );
}
