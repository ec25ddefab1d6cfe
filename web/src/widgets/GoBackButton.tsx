// The root jest swc transform defaults to the classic runtime; this pragma keeps the automatic one the app uses.
/** @jsxRuntime automatic */
import { Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import './i18n';

export type GoBackButtonProps = Omit<ButtonProps, 'onClick'>;

/** Goes one step back in the history (000 §2). */
export function GoBackButton({ children, ...rest }: GoBackButtonProps) {
  const { t } = useTranslation('widgets');
  const navigate = useNavigate();
  return (
    <Button {...rest} onClick={() => void navigate(-1)}>
      {children ?? t('goBack')}
    </Button>
  );
}
