import { Avatar, Button, Flex, Slider, Text } from '@radix-ui/themes';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { cropToAvatar } from '@/lib/cropImage';
import { showMessage } from '@/lib/notices';
import { avatarAccept, avatarSide, checkAvatarFile } from '@/lib/validation/avatar';

interface AvatarCropUploadProps {
  /** The avatar now (null: none), and the letter shown without one. */
  avatar: string | null;
  fallback: string;
  /** Uploads the cropped 200 x 200 PNG (a user's avatar, a group's). */
  onUpload: (png: Blob) => Promise<void>;
  /** Round for people, square for groups. */
  round?: boolean;
}

/**
 * Spec 01 §5 and 03 §2.8: choose an image (its type and size checked), frame the 200 x 200 square, upload
 * it as PNG. A user's avatar and a group's share it.
 */
export default function AvatarCropUpload({
  avatar,
  fallback,
  onUpload,
  round = true,
}: AvatarCropUploadProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState<string>();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area>();
  const [busy, setBusy] = useState(false);

  // The chosen file is shown through an object URL, released when replaced or left.
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again should work too
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      showMessage('warning', t(`validation.${problem}`));
      return;
    }
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setUrl(URL.createObjectURL(file));
  };

  const upload = async () => {
    if (!url || !area) return;
    setBusy(true);
    try {
      await onUpload(await cropToAvatar(url, area));
      showMessage('success', t('setting.avatarUploaded'));
      setUrl(undefined);
    } catch (error) {
      if (error instanceof Error && error.name !== 'ApiError') showMessage('error', error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex direction="column" gap="4">
      <Flex align="center" gap="4">
        <Avatar size="6" radius={round ? 'full' : 'medium'} src={avatar || undefined} fallback={fallback} />
        <Flex direction="column" gap="2">
          <Text size="2" color="gray">
            {t('setting.avatarHint')}
          </Text>
          <Flex>
            <Button variant="soft" onClick={() => input.current?.click()}>
              {t('setting.chooseImage')}
            </Button>
          </Flex>
          <input ref={input} type="file" accept={avatarAccept} hidden onChange={choose} />
        </Flex>
      </Flex>
      {url ? (
        <Flex direction="column" gap="3">
          <div className="avatar-cropper">
            <Cropper
              image={url}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape={round ? 'round' : 'rect'}
              cropSize={{ width: avatarSide, height: avatarSide }}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          </div>
          <Flex align="center" gap="3">
            <Text size="2" as="label" id="avatar-zoom">
              {t('setting.zoom')}
            </Text>
            <Slider
              aria-labelledby="avatar-zoom"
              min={1}
              max={3}
              step={0.05}
              value={[zoom]}
              onValueChange={([next]) => setZoom(next ?? 1)}
            />
          </Flex>
          <Flex gap="3">
            <Button loading={busy} onClick={() => void upload()}>
              {t('setting.uploadAvatar')}
            </Button>
            <Button variant="soft" color="gray" onClick={() => setUrl(undefined)}>
              {t('setting.cancel')}
            </Button>
          </Flex>
        </Flex>
      ) : null}
    </Flex>
  );
}
