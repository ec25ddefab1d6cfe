// The root jest swc transform defaults to the classic runtime; this pragma keeps the automatic one the app uses.
/** @jsxRuntime automatic */
import { Image } from 'antd';
import { useTranslation } from 'react-i18next';
import './i18n';

export type ImagePopupProps = {
  src: string;
  alt?: string;
  width?: number | string;
  height?: number | string;
};

/** A thumbnail that opens the full image in a popup when clicked (000 §2). */
export function ImagePopup({ src, alt, width = 80, height }: ImagePopupProps) {
  const { t } = useTranslation('widgets');
  return <Image src={src} alt={alt ?? t('image.alt')} width={width} height={height} preview />;
}
