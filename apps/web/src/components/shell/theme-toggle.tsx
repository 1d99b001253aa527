import { Moon, Sun } from 'lucide-react';
import { useThemeToggle } from '../../features/settings/use-account-theme';
import { useT } from '../../i18n/i18n';
import { Button } from '../ui/button';

export function ThemeToggle() {
  const t = useT();
  const [theme, toggle] = useThemeToggle();
  const label = t(theme === 'dark' ? 'shell.theme.toLight' : 'shell.theme.toDark');
  return (
    <Button variant="ghost" size="icon" onClick={toggle} aria-label={label} title={label}>
      {theme === 'dark' ? <Sun className="size-5" aria-hidden /> : <Moon className="size-5" aria-hidden />}
    </Button>
  );
}
